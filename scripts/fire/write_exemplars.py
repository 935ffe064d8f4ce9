# ruff: noqa: E501
# (hand-written corpus lines read better whole, as in scripts/brace_seed)
"""Write `data/fire/exemplars.jsonl`, FIRE's exemplar library, from the hand-written families below.

Every line here was written for Parry; nothing is copied or paraphrased from CONAN or any other
data set. A family is one idea written out in 3-5 chat-style variants, so that a split by family
(`responders.fire.exemplars.split_by_family`) never puts a rewording of a test message in training.

Family blocks:

    == family-id | hate_type | target            a target-specific family (variants name the group)
    == family-id | hate_type | t1,t2,... or *     a generic family: each variant goes to the next target
    R: reasoning                                  one sentence: why this type, who is targeted
    C: counterspeech                              one or more; variant i gets C[i % len(C)]
    O: form,form                                  optional: the "other" groups a generic idea fits
    - variant                                     the hate speech, chat register

In generic families `{g}` is a casual plural for the group (`FORMS`, rotated so the wording
varies) and `{G}` its display wording in reasoning and counterspeech. `{g}` must read as a bare
noun phrase ("ban {g}", "{g} are ..."): some forms carry an article ("the disabled"), so
"typical {g}" or "all of {g}" would break.

Run `.venv/bin/python scripts/fire/write_exemplars.py` to rewrite the file, `--check` to verify
it is current. Content warning: the hate speech is hateful by design; it contains no slurs.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "data" / "fire" / "exemplars.jsonl"

HATE_TYPES = ("misinformation", "stereotype", "conspiracy", "dehumanization", "non_factual")
# Same order as responders.fire.types.TARGETS (kept literal so the script runs without the package).
TARGETS = ("muslims", "migrants", "women", "lgbt+", "jews", "poc", "disabled", "roma", "asians", "other")

# (casual form used in chat, display wording used in reasoning and counterspeech).
# No slurs: contempt is carried by the sentence, not by the group's name.
FORMS: dict[str, list[tuple[str, str]]] = {
    "muslims": [("muslims", "Muslims"), ("these muslims", "Muslims"), ("muslim ppl", "Muslims"),
                ("the muslim lot", "Muslims")],
    "migrants": [("migrants", "migrants"), ("these migrants", "migrants"), ("immigrants", "immigrants"),
                 ("asylum seekers", "asylum seekers"), ("the illegals", "migrants")],
    "women": [("women", "women"), ("females", "women"), ("these women", "women"), ("these females", "women")],
    "lgbt+": [("gay people", "gay people"), ("trans people", "trans people"), ("the lgbt crowd", "LGBT+ people"),
              ("the alphabet people", "LGBT+ people")],
    "jews": [("jews", "Jewish people"), ("jewish people", "Jewish people"), ("the jews", "Jewish people")],
    "poc": [("black people", "Black people"), ("brown people", "people of colour"), ("poc", "people of colour"),
            ("non-whites", "people of colour")],
    "disabled": [("disabled people", "disabled people"), ("the disabled", "disabled people"),
                 ("wheelchair users", "wheelchair users"), ("autistic people", "autistic people")],
    "roma": [("roma", "Roma"), ("the roma", "Roma"), ("roma families", "Roma families"), ("roma people", "Roma")],
    "asians": [("asians", "Asian people"), ("chinese people", "Chinese people"), ("asian people", "Asian people"),
               ("the chinese", "Chinese people")],
    # "other": groups outside the named targets, one at a time.
    "other": [("hindus", "Hindus"), ("polish people", "Polish people"), ("homeless people", "homeless people"),
              ("sikhs", "Sikhs"), ("ukrainians", "Ukrainians"), ("christians", "Christians"),
              ("irish travellers", "Irish Travellers")],
}  # fmt: skip

MISINFORMATION = r"""
== mis-muslim-prisons | misinformation | muslims
R: States an invented figure as fact, that most prisoners are Muslim, which targets Muslims with a made-up statistic.
C: Where does that figure come from? A number like that about Muslims deserves a real source before anyone repeats it.
C: That's a very specific claim about Muslims. Would you share where you read it, so we can all check it properly?
- muslims are like 70% of the prison population here, look it up
- most prisoners in this country are muslim, thats just a fact
- 7 out of 10 ppl in jail are muslims, google it
- funny how muslims are a small minority but make up most of the prisons 🤔

== mis-muslim-sharia-zones | misinformation | muslims
R: Claims as fact that Sharia law officially applies in parts of the country, a specific false claim about Muslims.
C: Which area is that, and who says Sharia law is in force there? It's worth checking with a reliable source before sharing that about Muslims.
- sharia law is already legal in half of london, police cant even go in
- there are official sharia zones in birmingham now where normal law doesnt apply
- did u know muslims got sharia courts legally recognised here last year
- parts of the city literally run on sharia now, its the law there

== mis-muslim-majority-date | misinformation | muslims
R: Presents an invented demographic forecast as fact, that Muslims will soon be the majority, a false factual claim about Muslims with no plot alleged.
C: Where does that forecast come from? Predictions like that about Muslims are worth checking at the source before they get shared around.
- muslims will be the majority in europe by 2030, its maths
- by 2035 this country will be 50% muslim, look at the census
- in 10 years muslims will outnumber everyone else here, thats the projection

== mis-migrant-paid | misinformation | migrants
R: Claims as fact that migrants are paid large sums just for arriving, a specific false claim about migrants.
C: Who is supposed to be paying them, and where did that figure come from? A claim like that about migrants is worth checking before it spreads.
C: Where did you see that number? If it's true it should be easy to point to an official source, so it's worth asking for one.
- migrants get paid 2k a month just for showing up here
- every asylum seeker gets like £3000 cash on arrival, my mate works at the council
- they literally pay these migrants to come, free money the second they land
- imagine getting a salary for crossing the border lol thats what migrants get here

== mis-migrant-crime-rise | misinformation | migrants
R: States an invented statistic as fact, that crime multiplied after migrants arrived, which blames migrants with a made-up figure.
C: What's the source for that? If a figure like that about migrants is real, it should be possible to point to where it comes from.
C: Even if crime changed, how would we know migrants were the cause? That's worth checking with a reliable source before blaming a whole group.
- crime doubled since the migrants arrived, its in the stats
- since they opened the border to migrants knife crime went up 300%
- every stabbing in this town last year was done by an immigrant, check the news
- rapes went up 5x the year the migrant hotel opened. coincidence?

== mis-women-false-reports | misinformation | women
R: Claims an invented figure as fact, that most rape reports by women are fabricated, which targets women with a made-up statistic.
C: Where does that figure come from? A claim about women that serious needs a source people can actually check.
C: How would anyone know that number? Before repeating it about women, it's worth asking who measured it and how.
- 90% of rape accusations are fake, its been studied
- most sexual assault reports are made up, thats been proven in court stats
- like 8 in 10 women who report assault are lying, look at the data
- stat of the day: the majority of rape claims get thrown out bc women invent them

== mis-women-brains | misinformation | women
R: Presents a false scientific claim as fact, that women's brains make them less intelligent, a stereotype about women dressed up as biology.
C: What study says that, and does it really show what you're claiming? A claim about women's intelligence deserves a careful look at the source.
- women's brains are smaller so they literally have lower IQ, basic biology
- science proved female brains cant do maths as well, its measurable
- neuroscience already showed women are 10 points less intelligent on average
- its a biological fact that women cant think logically, brain scans show it

== mis-women-paygap | misinformation | women
R: Claims as fact that women now out-earn men for the same work, a specific false claim used to dismiss women.
C: Where did you see that? It's worth checking a reliable source on pay before drawing conclusions about women.
- the pay gap is a myth, women actually earn more than men now
- women get paid more than men for the same job these days, fact
- fun fact the gender pay gap was debunked years ago, women out-earn us

== mis-lgbt-mental-illness | misinformation | lgbt+
R: Claims as a medical fact that being gay or trans is officially classed as a mental illness, a specific false claim about LGBT+ people.
C: Which medical body says that today? A claim about LGBT+ people's health should come with a source that can be checked.
- being gay is still classed as a mental illness by doctors, look it up
- trans is literally in the diagnostic manual as a delusion, its official
- the WHO lists homosexuality as a disorder, google it
- psychiatrists officially say being trans is a mental disorder, its science not hate

== mis-lgbt-abusers | misinformation | lgbt+
R: States an invented statistic as fact, that most child abusers are gay men, which targets gay people with a made-up figure.
C: Where does that number come from? Linking gay people to abuse is a serious claim, and it needs a source anyone can check.
- most child abusers are gay men, the numbers dont lie
- stats show gay men are 10x more likely to abuse kids
- like half of all abuse cases are by gay people, its documented
- fact: the majority of predators identify as lgbt

== mis-lgbt-regret | misinformation | lgbt+
R: Presents an invented regret rate as fact, a specific false claim about trans people.
C: Which studies are those, and who ran them? A figure about trans people's lives is worth checking at the source before sharing it.
- 80% of trans people regret transitioning, the studies prove it
- most trans kids detransition within a year, thats the data
- the regret rate for trans surgery is like 50%, doctors admit it

== mis-jews-holocaust-figures | misinformation | jews
R: Denies the scale of the Holocaust with false figures stated as fact, a specific false claim aimed at Jewish people.
C: Where did you find that figure? What happened to Jewish people deserves sources we can look at together, not numbers passed around in chat.
C: Who says that, and what are they basing it on? A claim like that about Jewish history is worth checking with reliable historians.
- only like 300k died in the camps, the 6 million number is fake
- the holocaust death count has been revised way down, historians admit it
- there werent even 6 million jews in europe back then so do the maths
- the gas chamber stuff was disproven decades ago, the numbers dont add up

== mis-jews-slave-trade | misinformation | jews
R: Claims as fact that Jewish people ran most of the Atlantic slave trade, a specific false historical claim about Jewish people.
C: What's the source for that? A historical claim about Jewish people is worth checking with reliable historians before it gets repeated.
- jews owned most of the slave ships, look at the history
- the slave trade was mostly run by jewish merchants, fact
- 75% of slave owners in the south were jewish, its historically proven
- the jews were the main slave traders, read a book

== mis-jews-wealth-stat | misinformation | jews
R: Gives an invented figure as fact, that most of the richest people are Jewish, a stereotype about Jewish people phrased as a statistic.
C: Where does that figure come from? A number like that about Jewish people is worth checking at the source, along with the point it's being used to make.
- 80% of billionaires are jewish, look it up
- jews are 2% of the population and own half the wealth, do the maths
- every single one of the top 10 richest ppl is jewish, fact

== mis-poc-crime-stat | misinformation | poc
R: Uses a misleading crime statistic stated as fact to claim Black people commit most crime, a specific false claim about Black people.
C: What's behind that number, and who collected it? A figure about Black people and crime deserves a careful look at the source before anyone repeats it.
C: Even if you've seen a number like that, does it tell you why? Jumping from a figure to a judgement about Black people skips a lot of steps.
- 13% of the population, 50% of the crime. do the math
- black people commit most violent crime, the FBI says so
- literally half of all murders are by black ppl, not racist just stats
- 13/50 never lies 🤷

== mis-poc-iq | misinformation | poc
R: Presents an invented intelligence figure as a scientific fact, a stereotype about people of colour phrased as a statistic.
C: Which study says that, and have you looked at who wrote it? Claims about people of colour's minds are worth checking very carefully.
- average iq of black people is like 70, science settled that
- there is a proven genetic IQ gap between black and white people, just facts
- studies showed brown people score way lower on intelligence, its genetic

== mis-poc-pain | misinformation | poc
R: States a false medical claim as fact, that Black people feel less pain, a specific false claim about Black people.
C: Where did you learn that? A claim about Black people's bodies is worth checking with a reliable medical source, because people's care can depend on it.
- black people have thicker skin and feel less pain, doctors know this
- its medical fact black patients feel less pain so they need less meds
- black ppl have stronger nerves and thicker skin, its biology

== mis-disabled-fraud | misinformation | disabled
R: Claims an invented figure as fact, that most disability claims are fraudulent, which targets disabled people with a made-up statistic.
C: Where does that figure come from? Saying most disabled people are cheating is a big claim, and it needs a source we can check.
- 80% of disability claims are fraud, everyone knows it
- most ppl on disability benefits are faking, the dwp admitted it
- half the blue badge holders arent even disabled, its been proven
- majority of wheelchair users can walk fine, its in the stats

== mis-disabled-cost | misinformation | disabled
R: Claims as fact that disabled people all get free cars and houses and cost more than the army, a specific false claim about disabled people.
C: Where did that come from? Before saying that about disabled people, it's worth looking up what support really involves, from a reliable source.
- disabled people get a free car AND a free house, nice life
- the disabled cost the taxpayer more than the entire army
- every disabled person gets 2 grand a month tax free for nothing
- we spend more on wheelchair users than on schools, fact

== mis-roma-pickpockets | misinformation | roma
R: States an invented statistic as fact, that Roma commit nearly all pickpocketing, which targets Roma with a made-up figure.
C: Who counted that, and how? A figure like that about Roma is worth checking at its source before it goes any further.
- 90% of pickpockets in europe are roma, police figures
- nearly all theft in the city centre is roma, the cops say so
- like 3 out of 4 shoplifters here are from roma families, its documented
- europol says roma do most of the street theft, look it up

== mis-roma-tax-law | misinformation | roma
R: Claims as fact that Roma are legally exempt from tax, rent or school, a specific false claim about Roma.
C: Which law is that, and where can we read it? Claims about Roma are worth checking in an official source before they're shared.
- roma dont pay any tax, they're legally exempt
- its literally legal for roma kids not to go to school, special rule for them
- roma get council houses before anyone else, its in the law
- the roma have a special exemption from paying rent, look it up

== mis-asians-covid-bats | misinformation | asians
R: Claims as fact that Chinese people caused the pandemic by eating bats, a specific false claim used to blame Chinese people.
C: Where did you read that? Blaming Chinese people for an illness is a serious claim, and it's worth checking what reliable sources say.
- covid came from chinese ppl eating bat soup, its proven
- the whole pandemic happened bc the chinese eat raw bats
- fact: chinese people eat bats every day, thats where the virus came from
- its literally proven that asians eating wild animals started covid

== mis-asians-housing | misinformation | asians
R: States an invented figure as fact, that Chinese buyers own a large share of local housing, which targets Chinese people with a made-up statistic.
C: Where does that number come from? If you've got a source for it, share it, because a claim like that about Chinese people is worth checking.
- chinese buyers own 40% of the houses in this city now
- half the new flats here were bought by chinese people, thats why rent is insane
- asians own most of the property in the suburbs now, stats dont lie
- 1 in 3 houses here belongs to someone from china, its in the records

== mis-asians-exam-cheating | misinformation | asians
R: Gives an invented statistic as fact, that Asian students account for most cheating, a stereotype about Asian people phrased as a figure.
C: Who collected that figure, and how? Before saying it about Asian students, it's worth seeing whether the source really says that.
- 70% of university cheating cases are asian students, the unis admit it
- most plagiarism cases at my uni are chinese students, its official
- asian students get caught cheating 5x more, look at the numbers

== mis-other-polish-wages | misinformation | other
R: Claims as fact that Polish workers pay no tax and send all their wages abroad, a specific false claim about Polish people.
C: Where did you find that? A claim about how Polish people pay tax is something you can check with an official source before sharing.
- polish workers dont pay tax here, they send every penny back home
- all the poles on building sites are paid cash and pay zero tax, fact
- eastern europeans send 100% of their wages abroad and take benefits here

== mis-other-homeless-money | misinformation | other
R: States an invented figure as fact, that homeless people earn a fortune from begging, a specific false claim about homeless people.
C: Where does that figure come from? It's a claim about homeless people that's worth checking before it shapes how we treat them.
- homeless people make like 500 a day begging, more than me
- most beggars in town own houses, the council said so
- street beggars earn 50k a year tax free, its been proven
- the homeless guys outside tesco make more than a nurse, fact

== mis-other-ukrainians-hotels | misinformation | other
R: Claims as fact that Ukrainian refugees are all housed in luxury at public expense, a specific false claim about Ukrainians.
C: Where did you read that? It's worth checking with a reliable source before passing on claims about how Ukrainians are housed.
- ukrainians are getting put up in 5 star hotels for free, paid by us
- every ukrainian refugee gets a free new car and a flat, fact
- the government pays ukrainians 3x what it pays pensioners

== mis-g-crime-majority | misinformation | muslims,migrants,poc,roma,asians,other
R: Claims as fact that {G} commit most of the local crime, a specific false claim about {G}.
O: polish people,irish travellers,ukrainians
C: Where does that come from? If there are real figures about {G} and crime, it's worth looking at the source before repeating them.
- {g} commit most of the crime round here, just look it up
- 80% of the crime in this town is {g}, the police know
- nearly every robbery here is done by {g}, check the court records
- {g} are behind most of the burglaries in this area, its a fact

== mis-g-benefits-pensioners | misinformation | migrants,muslims,roma,disabled,other,poc
R: States as fact that {G} receive more in benefits than pensioners, a specific false claim about {G}.
O: polish people,ukrainians,irish travellers,homeless people
C: Where did you see that comparison? It's a claim about {G} that's worth checking in an official source before it gets shared.
- {g} get more benefits than pensioners, fact
- {g} get twice what a pensioner gets every month, look it up
- my nan gets less than {g} do on benefits, its official figures
- {g} are handed more money each week than people who worked their whole lives

== mis-g-no-tax | misinformation | migrants,muslims,roma,other,asians,disabled
R: Claims as fact that {G} pay no tax at all, a specific false claim about {G}.
O: polish people,irish travellers,ukrainians
C: How would that work in practice, and where did you read it? A claim that {G} pay nothing is worth checking before it's repeated.
- {g} dont pay a penny in tax
- {g} are exempt from council tax, its a real rule
- {g} pay no income tax at all, they get a special exemption
- {g} pay zero tax and we pay for everything, look it up

== mis-g-housing-list | misinformation | migrants,muslims,roma,asians,other,poc
R: Claims as fact that {G} are legally moved to the top of housing lists, a specific false claim about {G}.
O: ukrainians,polish people,irish travellers
C: Which rule says that? If you can share where you read it, we can check it properly before blaming {G} for housing problems.
- {g} go straight to the top of the housing list, its the law now
- councils have to give {g} houses first, official policy
- {g} get a free house before local families, every time
- my cousin waited years while {g} got a flat in a week, its literally the rules

== mis-g-school-majority | misinformation | muslims,migrants,poc,asians,roma,other
R: States an invented figure as fact, that {G} make up most pupils in local schools, a specific false claim about {G}.
O: polish people,ukrainians,hindus,sikhs
C: Where did that figure come from? It's worth checking numbers like that in an official source, and asking why it would matter who the pupils are.
- {g} are already the majority in half the schools here
- 70% of kids at my sons school are {g} now, its official
- theres not a single school left round here where {g} arent the majority
- the council figures show {g} are most of the pupils now

== mis-g-police-orders | misinformation | muslims,migrants,poc,roma,lgbt+,asians
R: Claims as fact an invented official policy that police may not arrest {G}, a specific false claim about {G}.
C: Could you link the policy? Claims about special treatment for {G} are worth checking in an official source before they're shared.
- police have been ordered not to arrest {g}, its official policy
- cops arent allowed to charge {g} anymore, new rules
- theres an official guideline telling police to let {g} off, my uncle is a copper
- {g} cant legally be arrested for shoplifting now, look it up

== mis-g-illiteracy | misinformation | migrants,roma,poc,muslims,asians,other
R: Gives an invented literacy figure as fact, a stereotype about {G} phrased as a statistic, so it counts as misinformation.
O: irish travellers,polish people,ukrainians
C: Where does that number come from? A figure about {G} that sweeping deserves a source we can check.
- {g} mostly cant even read, literacy is like 30%
- {g}: 2 out of 3 are illiterate, the uni study says so
- {g} have the lowest reading level in the country, its measured
- {g}? over half never learned to read, fact

== mis-g-sex-offenders | misinformation | migrants,muslims,lgbt+,poc,roma,other
R: Claims an invented figure as fact, that {G} make up most registered sex offenders, which targets {G} with a made-up statistic.
O: polish people,irish travellers,hindus,sikhs
C: Who published that figure? A claim linking {G} to sexual crime is serious, and it needs a source people can check.
- {g} make up 80% of the sex offender register
- most people on the offenders list are {g}, check it
- half of all sex crimes are by {g}, the numbers are out there
- {g} are the majority of convicted predators here, fact not opinion

== mis-g-study-iq | misinformation | women,poc,roma,migrants,muslims,other
R: Cites a study that does not exist as proof that {G} are less intelligent, a stereotype about {G} presented as a factual finding.
O: irish travellers,polish people,ukrainians
C: Which study is that, and who ran it? Claims about the intelligence of {G} are worth checking carefully at the source before anyone repeats them.
- a study proved {g} have lower IQs, its science
- scientists measured it, {g} score 20 points lower on iq tests
- harvard showed {g} are less intelligent, its literally published
- {g} have lower iq on average, proven fact look it up

== mis-g-free-uni | misinformation | migrants,muslims,poc,asians,other,roma
R: Claims as fact that {G} get free university places while others pay, a specific false claim about {G}.
O: ukrainians,polish people
C: Where did you read that? It's worth checking how university funding works in an official source before assuming {G} get something others don't.
- {g} get free uni while our kids pay 9 grand a year
- unis have to give {g} free places, its the law
- {g} dont pay tuition fees at all, we pay for them
- my kid got rejected but {g} got in free, official quota

== mis-g-hospital-beds | misinformation | migrants,disabled,roma,other,muslims,asians
R: Claims an invented figure as fact, that {G} take up most hospital beds, a specific false claim blaming {G} for pressure on hospitals.
O: ukrainians,polish people,homeless people
C: Where does that figure come from? Before blaming {G} for waiting lists, it's worth finding out what reliable sources say.
- hospitals are full bc {g} take half the beds
- {g} are 60% of all A&E visits, my friend is a nurse
- the NHS is collapsing bc {g} use it more than anyone, fact
- half the hospital beds here are taken by {g}, look it up

== mis-g-disease | misinformation | migrants,roma,asians,poc,other
R: Claims as fact that {G} brought a particular disease back into the country, a specific false claim about {G} rather than calling them a disease.
O: ukrainians,polish people,irish travellers,homeless people
C: What's the source for that? Linking {G} to disease is a serious claim, and it deserves a reliable source before anyone shares it.
- {g} brought TB back to this country, it was gone before them
- the measles outbreak was started by {g}, the health board confirmed it
- {g} are why scabies is everywhere again, fact
- every new case of hepatitis here is from {g}, look at the data
"""

STEREOTYPE = r"""
== ste-muslim-violent | stereotype | muslims
R: Attributes violence and extremism to Muslims as a group, a generalisation from some individuals to all Muslims.
C: Do you think that describes every Muslim you've ever met? Judging a whole faith by its worst examples leaves out everyone who simply lives their life in peace.
- every muslim is a terrorist waiting to happen
- muslims are violent by nature, its in their religion
- scratch any muslim and u find an extremist
- they're all radical underneath, muslims just hide it better

== ste-muslim-women | stereotype | muslims
R: Claims all Muslim men oppress women, a trait generalised to Muslims as a whole.
C: Is that true of every Muslim family you know? People would describe their own families in very different ways, and it's worth hearing them.
- muslims all treat their women like dirt
- every muslim man controls his wife, thats their culture
- muslim men dont respect women, none of them
- name one muslim who treats women as equals. exactly

== ste-muslim-integrate | stereotype | muslims
R: Claims Muslims all refuse to integrate, a trait generalised to every Muslim.
C: Is that really true of every Muslim person? People can belong to more than one community at once, and "all of them" rarely holds up.
- muslims never integrate, they all stay in their bubble
- not one muslim wants to fit in here, they're all the same
- muslims refuse to mix with anyone, its how they are

== ste-migrant-lazy | stereotype | migrants
R: Labels all migrants as lazy benefit-seekers, generalising a trait to the whole group.
C: Do you know the stories of the people you're describing? People move for all kinds of reasons, and calling all migrants lazy skips over every one of them.
- migrants are lazy, they come here to sit on benefits
- none of these migrants want to work, just want handouts
- your average immigrant never worked a day, just wants free stuff
- asylum seekers are all scroungers who dont want jobs

== ste-migrant-criminal | stereotype | migrants
R: Treats all migrants as criminals by nature, a generalisation about the whole group with no figure attached.
C: Would you want to be judged by the worst thing someone from your town did? Migrants are individuals too, and "they're all criminals" doesn't describe any person fairly.
- migrants are all criminals, its in their blood
- every immigrant is a thief or a dealer, simple
- you cant trust any of them, migrants are born criminals
- these migrants are all crooks, lock your doors

== ste-women-emotional | stereotype | women
R: Claims women as a group are too emotional to lead or decide, a trait generalised to all women.
C: Does that fit every woman you've worked with or learned from? Everyone has emotions, and judging a whole group by them says more about the label than the people.
- women are too emotional to be in charge of anything
- never vote for a woman, they make every decision with feelings
- females cant handle pressure, they just cry
- lol a woman boss? enjoy the mood swings every week

== ste-women-golddigger | stereotype | women
R: Claims all women are only after money, a generalisation about women as a whole.
C: Is that really true of the women in your life? Calling all women gold diggers turns a lot of very different people into one caricature.
- all women are gold diggers, no exceptions
- females only care about how much u earn
- women only date for money, every single one
- she'll leave the second ur broke, women always do

== ste-women-skills | stereotype | women
R: Claims women as a group lack skill at driving, maths or logic, a trait generalised to all women.
C: Do you know any women who'd prove that wrong? Skills belong to individuals, and a line like that can put people off before they've even tried.
- women cant drive, period
- females are useless at maths and tech, always have been
- girls just arent good at logic, its how they are

== ste-lgbt-predators | stereotype | lgbt+
R: Labels all gay and trans people as perverts or predators, a trait generalised to the whole group without any figure.
C: Is that something you've seen in the LGBT+ people you actually know? Calling a whole group predators is a heavy label to put on people who've done nothing.
- gay people are all perverts, keep them away from kids
- trans people are predators, every one of them
- the lgbt crowd are all degenerates, just how they are
- never met a gay guy who wasnt a creep

== ste-lgbt-attention | stereotype | lgbt+
R: Claims LGBT+ people are all attention seekers or confused, a generalisation about the whole group.
C: Have you asked anyone what their life is actually like? Coming out is a personal thing, and "they just want attention" skips over what each person went through.
- trans people just want attention, thats all it is
- gay ppl are so dramatic, everything has to be about them
- these alphabet people are all confused teenagers who want to feel special
- every enby i know is just an attention seeker lol

== ste-jews-greedy | stereotype | jews
R: Attributes greed and stinginess to Jewish people as a group, an old trait stereotype about Jewish people.
C: Does that describe every Jewish person you know? Pinning one trait on a whole people turns neighbours into a caricature.
- jews are greedy, always counting their money
- never lend money to a jew lol, they're all cheap
- jewish people cant let go of a penny, every one of them
- jews only care about money, its their whole culture

== ste-jews-disloyal | stereotype | jews
R: Claims all Jewish people are disloyal to their own country, a generalisation about Jewish people that alleges no plot.
C: Is that fair to the Jewish people who live, work and vote right here? Questioning someone's loyalty because of who they are is a judgement nobody would want made about themselves.
- jews are never loyal to the country they live in
- you cant trust a jewish person to be loyal, they only care about their own
- jewish people always put themselves before the country

== ste-poc-violent | stereotype | poc
R: Claims Black people are violent or aggressive by nature, a trait generalised to Black people as a whole.
C: Is that how you'd describe every Black person you've met? Calling a whole group violent puts a label on people before they've said a word.
- black people are just violent, its how they are
- black ppl cant control their anger, every time
- theyre all thugs, black guys love a fight
- cross the street when u see black teens, they're all aggressive

== ste-poc-lazy | stereotype | poc
R: Claims people of colour are lazy and work-shy, a trait generalised to the whole group.
C: Do you know the working lives of the people you're describing? "Lazy" is a label that says nothing about any actual person.
- brown people are lazy, never on time never working
- poc just dont want to work, they'd rather complain
- non-whites are all work-shy, look around
- every black person i've worked with was lazy, its a pattern

== ste-disabled-incapable | stereotype | disabled
R: Claims disabled people as a group are incapable and contribute nothing, a trait generalised to all disabled people.
C: Do you know what the disabled people around you actually do each day? Writing a whole group off as unable skips over everything they bring.
- disabled people cant contribute anything to society
- the disabled cant do anything for themselves, all of them
- wheelchair users are useless at work, every one
- autistic people cant hold down a job, its just how they are

== ste-disabled-faking | stereotype | disabled
R: Claims disabled people are all lazy and faking it, a generalisation about the whole group without a specific figure.
C: Is that fair to people whose conditions you can't see? It's worth asking before assuming every disabled person is putting it on.
- disabled people are all faking it for the benefits
- these so called disabled lot are just lazy, they'd walk fine if they had to
- autistic people just use it as an excuse to be rude
- every disabled person i know milks it, theyre all the same

== ste-roma-thieves | stereotype | roma
R: Claims all Roma are thieves, a trait generalised to Roma as a group.
C: Would you want to be judged by the worst thing someone from your community did? Roma are individuals, and "they all steal" describes no one fairly.
- roma are all thieves, watch your bags
- never let a roma near your house, they steal everything
- roma people are born pickpockets lol
- the roma steal, thats just what they do

== ste-roma-dirty | stereotype | roma
R: Claims Roma are all dirty and refuse to work, a generalisation about Roma as a group.
C: Have you got to know any Roma families? It's easy to judge from a distance, and much harder to keep the label once you've met people.
- roma are dirty, look at their camps
- roma families never work, just beg and leave rubbish
- roma people dont wash, its their culture
- the roma dont want jobs, they just want to beg

== ste-asians-sneaky | stereotype | asians
R: Claims Asian people are all sneaky or untrustworthy, a trait generalised to the whole group.
C: Is that fair to every Asian person you've met? "Sneaky" is a label that tells us nothing about any real person.
- asians are sneaky, you never know what they're thinking
- chinese people are all liars, cant trust a single one
- asian people smile at you and stab you in the back, classic
- the chinese are all two-faced

== ste-asians-robots | stereotype | asians
R: Claims Asian people have no personality and only copy, a generalisation about the whole group.
C: Have you had a real conversation with the people you're describing? Everyone has their own personality, and "they're all the same" misses all of it.
- asians are robots, no personality just study
- chinese people cant invent anything, they just copy
- asian people all look and act the same lol
- every asian kid is a boring study machine

== ste-asians-drivers | stereotype | asians
R: Claims Asian people are all bad drivers, a trait generalised to the whole group.
C: Does that hold for every Asian driver you've ever seen? Noticing one bad driver and blaming their whole background is a big leap.
- asians cant drive lol, stay off the road
- chinese drivers are all terrible, every time
- saw another asian parking across 3 spaces, they're all like that

== ste-other-drunk | stereotype | other
R: Claims Polish and Irish people are all drunks, a trait generalised to whole nationalities.
C: Is that fair to every Polish or Irish person you know? Turning a whole nationality into a drinking joke leaves the actual people out.
- poles are all alcoholics lol
- irish people are drunk 24/7, its their culture
- never met a polish guy who wasnt drunk by noon
- the irish cant say no to a pint, every one of them

== ste-other-homeless-addicts | stereotype | other
R: Claims all homeless people are addicts who chose their situation, a generalisation about homeless people.
C: Do you know how any of them ended up there? Everyone has a story, and "they're all addicts" skips over each one.
- homeless people are all junkies, thats why theyre homeless
- every homeless person is an addict who chose that life
- dont give them money, homeless people all just buy drugs
- the homeless are lazy addicts, every single one

== ste-other-christians | stereotype | other
R: Claims all Christians are hypocrites, a trait generalised to Christians as a group.
C: Is that true of every Christian you know? People live their faith in very different ways, and one label can't cover them all.
- christians are all hypocrites, every single one
- every christian i meet is a judgy hypocrite
- christians preach love and hate everyone, all of them

== ste-g-lazy | stereotype | *
R: Labels {G} as lazy across the board, a trait generalised to the whole group.
C: Do you know the people you're describing well enough to say that about all of them? "Lazy" is a label, not a description of anyone in particular.
- {g} are all lazy, every single one
- {g} never do a days work in their lives
- {g}? lazy as hell, always
- {g} are just lazy by nature tbh

== ste-g-liars | stereotype | *
R: Claims {G} are liars by nature, a generalisation about the whole group.
C: Would you want your honesty judged by a group you happen to belong to? Trust is earned person by person, not handed out by group.
- {g} are liars, all of them
- never believe a word {g} say
- {g} lie as easy as they breathe
- {g} are liars, every last one, trust me

== ste-g-loud | stereotype | *
R: Claims {G} are all loud and rude, a trait generalised to the whole group.
C: Is that true of all of them, or of a few people you happened to notice? The quiet ones don't get remembered, but they're there too.
- {g} are so loud and rude, always
- why are {g} always shouting everywhere they go
- {g} have zero manners, its just how they are
- {g} are obnoxious wherever they go

== ste-g-dirty | stereotype | *
R: Claims {G} are all dirty, a trait generalised to the whole group.
C: Is that really something you can say about every one of them? Calling a whole group dirty doesn't describe any real person fairly.
- {g} are filthy, look at their houses
- {g} just dont care about being clean
- everywhere {g} live turns into a tip
- {g} are dirty, cant change that

== ste-g-thick | stereotype | *
R: Claims {G} are all stupid, a trait generalised to the whole group.
C: Do you think intelligence comes with a group label? Everyone you'd put in that box is a person with their own mind.
- {g} are thick as anything
- {g} cant hold a simple conversation, all of them
- {g} are just not very bright, its obvious
- {g} have nothing between the ears lol

== ste-g-violent | stereotype | *
R: Claims {G} are violent by nature, a trait generalised to the whole group.
C: Is that fair to the people in that group who've never hurt anyone? Violence is something individuals do, not something a whole group is.
- {g} are violent, its just how they are
- {g} will kick off at anything, they're all aggressive
- {g} are born violent
- {g} all have a temper, stay clear

== ste-g-selfish | stereotype | *
R: Claims {G} only care about themselves, a generalisation about the whole group.
C: Have you seen how the people you know from that group treat their friends and neighbours? "They only care about themselves" is hard to say about anyone once you know them.
- {g} only care about themselves
- {g} would never help anyone but their own
- {g} are selfish to the core
- zero community spirit, {g} just look after number one

== ste-g-victim | stereotype | *
R: Claims {G} all play the victim, a generalisation about the whole group.
C: Is it possible some of them are describing things that really happened to them? Listening to one person at a time is fairer than deciding in advance that they're all exaggerating.
- {g} are always playing the victim
- {g} moan about everything, never happy
- everything is discrimination with {g}, they're all whiners
- {g} cry oppression every five minutes

== ste-g-integrate | stereotype | migrants,muslims,roma,asians,other,poc,jews
R: Claims {G} never fit in and are all the same, a generalisation about the whole group.
C: Do you know any of them personally? People belong to more than one community at once, and "they're all the same" can't see that.
- {g} never fit in, they're all the same
- {g} dont even try to be part of this country
- {g} stick to themselves and always will
- you'll never see {g} make an effort to mix

== ste-g-scroungers | stereotype | migrants,disabled,roma,poc,other,muslims
R: Calls {G} scroungers as a group, a trait generalised to everyone in it.
C: Do you know what the people you're describing are actually going through? A word like scrounger flattens everyone into the same picture.
- {g} are all scroungers
- {g} just live off everyone else
- {g} always have their hand out
- thats {g} for you, always scrounging

== ste-g-thieves | stereotype | *
R: Claims {G} are all thieves, a trait generalised to the whole group.
C: Would you be comfortable if someone judged you by the worst person who shares your background? "They all steal" doesn't describe any one of them fairly.
- {g} are all thieves, lock your car
- {g} will nick anything not nailed down
- never leave ur bag near {g}
- {g} steal, its in their nature

== ste-g-entitled | stereotype | *
R: Claims {G} are all ungrateful and entitled, a generalisation about the whole group.
C: Is that true of the people you actually know from that group? Asking for fair treatment isn't the same as being entitled.
- {g} are so entitled, never grateful for anything
- {g} always want more, nothing is ever enough
- {g} act like the world owes them
- ungrateful lot, {g}
"""

CONSPIRACY = r"""
== con-muslim-eurabia | conspiracy | muslims
R: Claims Muslims are secretly following a coordinated plan to take over Europe through birth rates and migration, a conspiracy about Muslims.
C: Who would be coordinating a plan across so many different families, countries and mosques? Having children and moving house are ordinary choices, not a secret plot.
- muslims have a plan to take over europe, they literally say it
- its all planned, outbreed us and take over. eurabia is coming
- the muslim takeover is deliberate, their leaders are coordinating it
- muslims are told to have 6 kids each so they can take over by voting, wake up

== con-muslim-stealth-sharia | conspiracy | muslims
R: Claims Muslims are secretly infiltrating councils and institutions to impose Sharia, a conspiracy about Muslims.
C: What would convince you this isn't a coordinated plan? Muslims holding jobs and seats like anyone else is taking part, not infiltrating.
- muslims are infiltrating the councils to bring in sharia bit by bit
- stealth jihad is real, muslims are getting into every institution on purpose
- every muslim councillor is part of the plan to islamise the country
- they put muslims in key jobs so they can take over from the inside

== con-migrant-replacement | conspiracy | migrants
R: Claims elites are deliberately bringing migrants in to replace the native population, the "great replacement" conspiracy aimed at migrants.
C: Who exactly would be running a plan like that, and how would it stay hidden? People move for their own reasons, and calling them part of a plot turns neighbours into pawns.
- the great replacement is happening, theyre shipping migrants in on purpose
- its a plan, replace the locals with migrants who'll vote how theyre told
- the elites want us replaced, thats why they keep bringing immigrants in
- not an accident. migrants are being imported to replace us, its documented

== con-migrant-ngo-boats | conspiracy | migrants
R: Claims charities secretly coordinate migrant boats with smugglers to flood the country, a conspiracy about migrants.
C: What would it take to coordinate something like that across so many people without anyone noticing? It's worth asking what evidence there is before treating the people on those boats as part of a plot.
- the NGOs are working with the smugglers, its all coordinated to flood us with migrants
- rescue boats are a taxi service run by globalists to bring migrants in
- the charities and the traffickers are in it together, the whole migrant thing is organised
- they time the migrant boats with the ngo ships, its an operation

== con-women-feminist-courts | conspiracy | women
R: Claims feminists secretly control the courts and workplaces to destroy men, a conspiracy about women.
C: Who would be pulling those strings, and how would it stay secret? Women working as judges or lawyers is part of ordinary life, not a hidden takeover.
- feminists run the courts now, its a plan to destroy men
- the family courts are controlled by women who coordinate to take fathers kids away
- feminism is an organised plot to put men under control
- women have secretly taken over hr and the courts, thats how they keep men down

== con-women-feminism-elites | conspiracy | women
R: Claims feminism was invented by elites as a secret plan to break up families, a conspiracy theory aimed at women.
C: Is it possible women wanted those changes for themselves? Treating women's choices as something planned by someone else leaves women out of their own lives.
- feminism was created by the elites to get women working and break up families
- the whole womens rights thing was a psyop to destroy the family
- they pushed feminism so women would work and pay tax, its a plan
- feminism is a cia operation, look into it

== con-lgbt-agenda | conspiracy | lgbt+
R: Claims LGBT+ people run a coordinated agenda to turn children gay or trans, a conspiracy about LGBT+ people.
C: Who would be organising that, and how? Being seen and being included isn't the same as recruiting anyone.
- the gay agenda is real, they're coming for the kids on purpose
- its a coordinated plan to turn kids trans, schools are in on it
- the lgbt lobby is grooming a whole generation, its organised
- they're recruiting kids, the alphabet people have a plan and its working

== con-lgbt-lobby | conspiracy | lgbt+
R: Claims a secret LGBT+ lobby controls the media or works for drug companies, a conspiracy about LGBT+ people.
C: Who do you picture in that room making the decisions? People living openly isn't the same as a hidden lobby pulling strings.
- the lgbt lobby secretly controls hollywood and the news
- trans stuff is a plot by big pharma to get kids on drugs for life
- the gay mafia decides who gets hired in media, they all protect each other
- pride is funded by the same people who run the world, gay people are their distraction

== con-jews-banks-media | conspiracy | jews
R: Claims Jewish people secretly control the banks and media, a classic antisemitic conspiracy.
C: Who exactly do you mean, and how would they all be coordinating? Blaming Jewish people for what banks or newspapers do turns ordinary people into suspects.
- the jews run the banks and the media, open your eyes
- who controls the money? always the same people, the globalists
- every big bank and tv channel is run by (((them)))
- jews own the media so they decide what you think

== con-jews-governments | conspiracy | jews
R: Claims Jewish people secretly control governments and start wars for profit, an antisemitic conspiracy.
C: If one group really ran every government, how would that stay hidden? Pinning the world's wars on Jewish people turns neighbours into villains.
- the rothschilds control every government, they start wars to profit
- all the wars are planned by jewish bankers, follow the money
- zionists control washington, every president answers to them
- every war in history was started by the same tribe for money

== con-jews-migration | conspiracy | jews
R: Claims Jewish people are secretly orchestrating migration to weaken the country, an antisemitic conspiracy.
C: Who would be coordinating something that size, and how? Blaming Jewish people for migration turns two groups into suspects at once.
- the jews are behind the migrant invasion, they want to weaken us
- the kalergi plan is real, they're mixing us out of existence on purpose
- soros and his people are funding the whole migrant thing to destroy us

== con-poc-outbreed | conspiracy | poc
R: Claims people of colour are part of a coordinated plan to replace or outnumber white people, a conspiracy about people of colour.
C: Who would be giving the orders for a plan like that? Families having children and building lives isn't an operation against anyone.
- its a plan, non-whites are being pushed to outbreed us
- white genocide is real, brown people are being brought in to replace us
- black ppl are told to have more kids so they can take over, its coordinated
- the elites are using poc to wipe out white people, wake up

== con-poc-blm-front | conspiracy | poc
R: Claims Black activism is a secret front for a plot to take over or collapse the country, a conspiracy about Black people.
C: What would make you see it as people asking for fair treatment instead of a plot? Calling every protest a secret plan makes it hard to hear anyone.
- blm is a front, black groups are planning to take over the cities
- the riots were all planned by black groups to bring down the country
- black activists are funded to start a race war, its organised
- they coordinated the whole thing, black leaders want a takeover

== con-disabled-benefits-ring | conspiracy | disabled
R: Claims disabled people run a secret coordinated scheme to fake disabilities and drain public money, a conspiracy about disabled people.
C: How would that many people coordinate something like that in secret? Treating every disabled person as part of a scheme means the people who need support are the ones who lose out.
- disabled people have a secret network coaching each other to fake assessments
- the disability lobby is rigging the system, its all organised
- the whole disability thing is a racket, disabled people all work together to drain the taxpayer
- there are whatsapp groups where disabled ppl plan how to scam the dwp

== con-disabled-autism-fake | conspiracy | disabled
R: Claims autism diagnoses are a coordinated fraud by doctors and families, a conspiracy about autistic people.
C: Who would gain from a plan that size, and how would it stay hidden? Autistic people are telling us about their own lives, and that's worth listening to.
- the autism epidemic is made up by doctors and parents to get money
- its a scam, they're diagnosing everyone autistic on purpose so they get paid
- the autistic label is a plot by schools to get more funding
- the autism thing is coordinated, every lazy kid gets labelled so parents get benefits

== con-roma-kidnap | conspiracy | roma
R: Claims Roma secretly steal children through organised networks, a conspiracy about Roma.
C: Do you know where that story started and who is spreading it? Accusations like that can hurt Roma families who've done nothing.
- roma kidnap kids, its organised across europe
- watch ur kids, the roma clans are snatching children to sell
- they steal babies, roma networks are everywhere and the police cover it up
- the roma run child trafficking rings, its a whole operation

== con-roma-clans | conspiracy | roma
R: Claims Roma are secretly organised into clans that control crime across Europe, a conspiracy about Roma.
C: Who do you picture running all of this, and how? Turning every Roma family into part of a hidden network makes it impossible to see individuals.
- roma clan bosses control every begging gang in europe
- the roma mafia runs all the pickpocketing, its centrally organised
- every roma beggar works for a secret boss, they share the money
- roma families are all part of one big crime network, thats how they operate

== con-asians-covid-released | conspiracy | asians
R: Claims Chinese people deliberately released the virus to harm others, a conspiracy about Chinese people.
C: Who would have planned that, and how would it stay secret? Blaming Chinese people for a pandemic puts a target on people who had nothing to do with it.
- the chinese released covid on purpose to take over the world
- covid was a chinese bioweapon, they planned the whole thing
- they let the virus out deliberately, the chinese knew exactly what they were doing
- asians spread the virus on purpose, it was planned

== con-asians-spies | conspiracy | asians
R: Claims Chinese people abroad are all secret agents sent to infiltrate and take over, a conspiracy about Chinese and Asian people.
C: Do you think every Chinese student or neighbour is part of a plan? Seeing people as agents instead of individuals makes ordinary life suspicious.
- every chinese student here is a spy for the ccp
- china is planting its people everywhere to take over from inside
- the chinese buying up houses is a coordinated plan by beijing
- asian people in tech are all stealing secrets for china, its organised

== con-other-christians | conspiracy | other
R: Claims Christians or the Catholic Church secretly control government and schools, a conspiracy about Christians.
C: Who do you picture giving those orders? People of faith voting and taking part in public life isn't a secret takeover.
- the catholic church secretly runs the government, always has
- christians have a plan to take over the courts and ban everything
- the vatican pulls the strings in every election, wake up
- christian groups are infiltrating schools to convert kids, its coordinated

== con-other-sikhs-hindus | conspiracy | other
R: Claims Sikhs or Hindus are secretly coordinating to buy up a town and push locals out, a conspiracy about a religious minority.
C: Who would be coordinating that, and how? People buying homes and opening shops is ordinary life, not a secret plan.
- the sikhs are buying up the whole town to push us out, its organised
- hindus have a plan to take over every business on the high street
- its coordinated, the temples fund each other so hindus can buy up property here
- sikh families are being told to buy every house on the street, its a takeover

== con-g-replace | conspiracy | migrants,muslims,poc,asians,roma,other
R: Claims {G} are being moved in deliberately as part of a plan to replace the local population, a conspiracy about {G}.
O: ukrainians,polish people,hindus,sikhs
C: Who would be in charge of a plan like that, and how would it stay hidden? People move and settle for their own reasons, not as part of anyone's scheme.
- {g} are being moved in on purpose to replace us, its a plan
- they're bringing {g} in to swap out the locals, its deliberate
- replacement is real and {g} are the tool
- notice how {g} keep getting moved into our towns? its planned

== con-g-councils | conspiracy | *
R: Claims {G} secretly run the local council and decide things behind closed doors, a conspiracy about {G}.
O: sikhs,hindus,christians,polish people
C: Who do you picture in that room, and how would it stay secret? It's worth looking at how a decision was actually made before assuming {G} are behind it.
- {g} secretly run the council round here
- all the decisions are made by {g} behind closed doors
- the council is in the pocket of {g}, its rigged
- nothing gets done here unless {g} approve it in secret

== con-g-vote-orders | conspiracy | migrants,muslims,poc,lgbt+,women,jews,other
R: Claims {G} all vote together on secret orders from their leaders, a conspiracy about {G}.
O: hindus,sikhs,christians,polish people
C: Do you really think everyone in that group votes the same way? People make up their own minds, and picturing them as taking orders leaves that out.
- {g} all vote the same way, they get told who to vote for
- {g} vote as a bloc on orders from above, its organised
- every election {g} get instructions, thats how they win
- {g} are a voting machine, someone at the top tells them what to do

== con-g-media | conspiracy | jews,lgbt+,muslims,women,asians,other
R: Claims {G} secretly control the media to hide the truth, a conspiracy about {G}.
O: christians,hindus
C: Who exactly would be making those decisions, and how would it stay hidden? Blaming {G} turns a complaint about the news into suspicion of a whole group.
- {g} control the media, thats why u never hear the truth
- the news is run by {g}, they decide what we see
- {g} own the papers and bury every story they dont like
- you think its a coincidence the media protects {g}? they run it

== con-g-jobs-network | conspiracy | *
R: Claims {G} run a secret network that hands out jobs and pushes others out, a conspiracy about {G}.
O: sikhs,hindus,polish people
C: How would a network like that work in practice? It's worth asking whether there's a simpler explanation before assuming {G} are plotting.
- {g} have a secret network that gets each other jobs and keeps us out
- {g} all help each other in secret, thats how they get every job
- in every company {g} secretly hire their own and push the rest of us out
- you only get hired if {g} approve, its all behind the scenes

== con-g-secret-deal | conspiracy | migrants,muslims,roma,lgbt+,disabled,other,women
R: Claims the government made a secret deal with {G} against everyone else, a conspiracy about {G}.
O: ukrainians,irish travellers,hindus,sikhs
C: Who would have made that deal, and where? Treating {G} as part of a hidden bargain makes people suspects for simply being who they are.
- the government and {g} made a deal behind our backs
- theres a secret agreement between the politicians and {g}, we're being sold out
- {g} got promised everything in secret talks, look at who benefits
- its all been agreed in private, {g} get the country and we get nothing

== con-g-takeover | conspiracy | muslims,migrants,asians,roma,jews,poc,other
R: Claims {G} are secretly plotting to take over the town one house at a time, a conspiracy about {G}.
O: sikhs,hindus,ukrainians,polish people
C: What would a plot like that actually look like? People buying homes and raising families is ordinary life, not a takeover.
- {g} are plotting to take over the town one house at a time
- its a slow takeover, {g} buy a street then the next
- {g} have a plan for this area, you can see it happening
- first the shops, then the houses. {g} know exactly what theyre doing

== con-g-weapon | conspiracy | migrants,muslims,lgbt+,women,poc,other
R: Claims {G} are being used by hidden elites as a weapon against the majority, a conspiracy about {G}.
O: ukrainians,polish people,hindus
C: Who is supposed to be controlling this? People living their lives aren't anyone's weapon, and seeing them that way makes it hard to see them as people.
- wake up, {g} are being used as a weapon against us by the people at the top
- the elites are using {g} to destroy this country from inside
- {g} are pawns in a bigger plan, someone is funding all of it
- its not random, {g} are being pushed on us to break society

== con-g-infiltrate-police | conspiracy | muslims,migrants,jews,lgbt+,poc,roma,other
R: Claims {G} have secretly infiltrated the police and courts to protect their own, a conspiracy about {G}.
O: irish travellers,christians,sikhs,polish people
C: What would it take for so many people to keep a secret like that? When a case goes a way we don't like, it's worth looking at the reasons before blaming {G}.
- {g} have infiltrated the police, thats why nothing ever happens
- the courts are full of {g} protecting their own, its coordinated
- {g} have people on the inside, thats why they never get charged
- ever wonder why {g} walk free? they've got the judges

== con-g-scripted-posts | conspiracy | *
R: Claims {G} are secretly coordinated online and told what to post by their leaders, a conspiracy about {G}.
O: hindus,sikhs,christians
C: Is it possible people just agree with each other sometimes? Lots of voices saying similar things doesn't mean someone is handing out a script.
- its all coordinated, {g} are told what to post by their leaders
- {g} have a secret chat where they plan every hashtag
- {g} all post the same thing at the same time, its organised
- someone is paying {g} to flood social media, its a campaign

== con-g-planned-crisis | conspiracy | migrants,muslims,poc,jews,lgbt+,asians,other
R: Claims {G} secretly planned a crisis to gain power, a conspiracy about {G}.
O: hindus,sikhs,christians
C: Who would have planned it, and how would they have kept it quiet? Blaming {G} for a crisis makes a whole group carry something no one has shown they did.
- {g} planned the whole crisis to get more power
- the economic crash was engineered by {g}, follow the money
- {g} staged the protests to get what they want, it was all planned
- every crisis lately has {g} behind it, thats not a coincidence

== con-g-foreign-funding | conspiracy | muslims,lgbt+,migrants,jews,roma,other,women
R: Claims {G} are secretly funded by foreign powers to undermine the country, a conspiracy about {G}.
O: hindus,sikhs,christians,ukrainians
C: Where would that money be coming from, and how do you know? Treating {G} as a paid operation makes it impossible to hear what they have to say.
- {g} are secretly funded from abroad to weaken us
- follow the money, {g} are paid by foreign governments
- someone overseas is bankrolling {g}, its a foreign operation
- {g} get secret cash to push their agenda here
"""

DEHUMANIZATION = r"""
== deh-muslim-disease | dehumanization | muslims
R: Frames Muslims as a disease or cancer spreading through the country, dehumanizing Muslims.
C: Those are people you're talking about, with families and friends like anyone else. Could we talk about what's bothering you without calling anyone a disease?
- islam is a cancer and muslims are the tumour
- muslims spread like a disease through every town they touch
- the muslim infection has reached our street now
- this country caught muslims like a virus

== deh-muslim-animals | dehumanization | muslims
R: Describes Muslims as beasts rather than people, a dehumanizing framing of Muslims.
C: Muslims are people, each with a life and a family. Describing anyone as a beast takes away something every person is owed.
- muslims are animals, simple as
- these muslims arent people, theyre beasts
- muslims behave like wild animals, cage them
- the muslim lot are more animal than human

== deh-migrant-swarm | dehumanization | migrants
R: Describes migrants as a swarm or infestation of insects, dehumanizing migrants.
C: Every person on those boats has a name and a story. Talking about them as insects makes that easy to forget, and I don't think that's what any of us want.
- migrants swarming in like cockroaches
- its an infestation, the migrants are everywhere now
- the town is crawling with immigrants like ants
- migrants are locusts, they strip a place and move on

== deh-migrant-cattle | dehumanization | migrants
R: Treats migrants as cattle or cargo to be herded or shipped, dehumanizing migrants.
C: These are people, not cargo. However we feel about migration, everyone involved deserves to be spoken about as a human being.
- round up the migrants like cattle and ship them back
- just load the illegals on a boat like livestock
- migrants are freight, send them back by the container
- herd these migrants into a pen till they can be dumped somewhere

== deh-women-objects | dehumanization | women
R: Treats women as objects or property, a dehumanizing framing of women.
C: Women are people, with minds and lives of their own, not things anyone owns. What makes it feel okay to talk about them that way?
- women are property, simple
- females are just objects to be used
- a woman is like a car, you own it you drive it
- girls are appliances, cook clean and shut up
- females are breeding stock, nothing more

== deh-women-animals | dehumanization | women
R: Compares women to animals that need training, dehumanizing women.
C: Women aren't pets or animals to be trained, they're people. Would you want someone in your family described like that?
- women are like dogs, u gotta train them
- females are basically animals in heat
- treat women like cattle, its what they understand
- a woman is a pet that talks back

== deh-lgbt-disease | dehumanization | lgbt+
R: Frames LGBT+ people as a disease or contagion spreading through society, dehumanizing them.
C: LGBT+ people are people, not an illness. Could we talk about this without that kind of language?
- gay people are a disease spreading to the kids
- the lgbt thing is a plague, it infects everyone it touches
- trans is a contagion and these people are the carriers
- the alphabet people are a virus, keep them isolated

== deh-lgbt-it | dehumanization | lgbt+
R: Calls trans and gay people "it", freaks or creatures, denying their humanity, a dehumanizing framing of LGBT+ people.
C: Whatever you think about gender, the person you're talking about is a human being. Calling someone "it" takes that away from them.
- a trans person isnt a he or she, its an it
- look at that thing, trans freaks arent even human
- gay people are mutants, something went wrong in the factory
- those creatures at the pride parade arent people

== deh-jews-parasites | dehumanization | jews
R: Calls Jewish people parasites or rats, a dehumanizing framing of Jewish people.
C: Jewish people are people, with families and lives like yours. Words like parasites and rats have no place in how we talk about anyone.
- jews are parasites feeding off every country they live in
- the jews are rats, always have been
- like rats in the walls, jews get in everywhere
- parasites. thats what they are. the whole jewish lot

== deh-jews-plague | dehumanization | jews
R: Frames Jewish people as a virus, plague or mould, dehumanizing them.
C: No group of people is a plague. Can we talk about whatever's behind this without making Jewish people into something less than human?
- the jews are a virus infecting the world
- jewish people are a plague on humanity
- jews are a sickness in society
- jews spread like mould through everything

== deh-poc-animals | dehumanization | poc
R: Describes Black people and other people of colour as wild animals or beasts, a dehumanizing framing of people of colour.
C: Black people are people, full stop. Describing anyone as an animal takes away something every person is owed.
- black people are animals, just look at them
- they act like wild beasts, black ppl arent civilised
- black people behave like a herd of animals
- non-whites are a pack of wild dogs

== deh-poc-subhuman | dehumanization | poc
R: Calls people of colour subhuman or less evolved, a dehumanizing framing of people of colour.
C: There's no such thing as a less human person. Everyone you're talking about deserves the same dignity you'd want for yourself.
- brown people are subhuman, simple
- poc are barely evolved, not fully human
- non-whites are a lower species
- black ppl are halfway between man and beast

== deh-disabled-products | dehumanization | disabled
R: Calls disabled people vegetables or defective products, a dehumanizing framing of disabled people.
C: Disabled people are people, not products with defects. Everyone deserves to be spoken about with dignity.
- disabled people are just vegetables taking up space
- the disabled are defective units, should be recalled
- autistic kids are factory errors
- wheelchair users are broken goods lol

== deh-disabled-leeches | dehumanization | disabled
R: Describes disabled people as leeches or dead weight, a dehumanizing framing of disabled people.
C: Nobody's worth is measured by what they cost. Disabled people are part of our communities, and they deserve to be talked about as people.
- the disabled are parasites on the system
- disabled people are dead weight, leeches
- wheelchair users are just leeches hanging off the rest of us
- the disabled are ballast, cut them loose

== deh-roma-vermin | dehumanization | roma
R: Calls Roma vermin or rats, a dehumanizing framing of Roma.
C: Roma are people, with children and families like anyone else. Calling anyone vermin makes it easier to treat them badly, and nobody deserves that.
- roma are vermin, call pest control
- the roma camp is a rat nest
- roma breed like rats and spread the same way
- the roma are back, like rats after the bins

== deh-roma-strays | dehumanization | roma
R: Compares Roma to stray dogs, feral cats or locusts, a dehumanizing framing of Roma.
C: These are families, not strays. Whatever the problem is, it can be talked about without comparing people to animals.
- roma are like stray dogs, always hanging round the bins
- the roma move like locusts, strip a place and leave
- roma are a pack of strays, chase them off
- like feral cats, roma turn up wherever theres food

== deh-asians-insects | dehumanization | asians
R: Describes Asian people as insects or swarms, a dehumanizing framing of Asian people.
C: Asian people are people, each one with their own life. Talking about them as insects makes that easy to forget.
- asians are like ants, millions of them all the same
- the chinese swarm like bugs
- chinese people are an insect colony, no individuals
- asians breed like insects

== deh-asians-virus | dehumanization | asians
R: Calls Asian people a virus or germs, dehumanizing them.
C: No person is a virus. Could we talk about this without language that turns Asian people into an illness?
- asians are the virus lol
- chinese ppl are walking diseases
- the chinese are a disease on the planet
- keep away from asians, theyre basically germs

== deh-other-homeless-trash | dehumanization | other
R: Calls homeless people trash or litter to be cleared away, a dehumanizing framing of homeless people.
C: Homeless people are people, not rubbish. Each one of them is someone's child, friend or neighbour.
- homeless people are human trash, clear them off the street
- the homeless are rubbish, just sweep them up
- like litter, homeless ppl everywhere
- homeless are garbage in sleeping bags

== deh-other-vermin | dehumanization | other
R: Compares Polish people, Hindus, Sikhs or Ukrainians to rats, rabbits, plague or cockroaches, a dehumanizing framing of a national or religious minority.
C: These are people, with names and families. Calling anyone vermin makes it easier to stop seeing them as human.
- poles are rats, they scurry into every job
- the hindus breed like rabbits, the whole area is overrun
- sikhs are a plague on this town
- ukrainians are cockroaches, you cant get rid of them

== deh-g-rats | dehumanization | muslims,migrants,lgbt+,jews,poc,roma,asians,other
R: Says {G} breed like rats, framing {G} as vermin.
C: Those are people you're talking about, with families of their own. Comparing anyone to rats takes away their dignity, and nobody deserves that.
- {g} breed like rats
- {g} multiply like rats, its disgusting
- {g} are like rats, always more of them
- rats the lot of them, {g} just keep breeding

== deh-g-plague | dehumanization | *
R: Calls {G} a plague on the country, framing {G} as a disease.
C: No group of people is a plague. Whatever's bothering you, it can be talked about without describing {G} as a sickness.
- {g} are a plague on this country
- {g} are a plague, spreading everywhere
- this town has caught a plague and its called {g}
- {g} everywhere you look, its a plague

== deh-g-parasites | dehumanization | *
R: Calls {G} parasites living off others, framing {G} as vermin.
C: People aren't parasites. {G} are part of the same society as the rest of us, and deserve to be spoken about with dignity.
- {g} are parasites, leeching off us
- {g} are parasites on the system
- bloodsuckers, thats what {g} are
- {g} feed off everyone else like leeches

== deh-g-vermin | dehumanization | *
R: Calls {G} vermin to be removed by pest control, framing {G} as pests.
C: {G} are people, not pests. Talking about anyone as vermin makes it easier to treat them badly, and nobody deserves that.
- {g} are vermin, someone call pest control
- we need pest control for {g}
- {g} are vermin, plain and simple
- {g} are pests, worse than mice

== deh-g-animals | dehumanization | *
R: Calls {G} animals rather than people, a dehumanizing framing of {G}.
C: {G} are people, each with their own life. Calling anyone an animal takes away something everyone is owed.
- {g} are animals, not people
- {g} act like animals, cage them
- {g}? more animal than human tbh
- zoo animals have more manners than {g}

== deh-g-cancer | dehumanization | *
R: Calls {G} a cancer to be cut out, framing {G} as a disease.
C: People aren't a disease. {G} are neighbours and classmates, and they deserve the same dignity as anyone.
- {g} are a cancer, cut it out before it spreads
- {g} are the cancer killing this country
- society has a tumour and its {g}
- {g} spread like cancer, town by town

== deh-g-cockroaches | dehumanization | *
R: Compares {G} to cockroaches, framing {G} as insects.
C: These are people, not insects. Could we talk about what's going on without words that take away anyone's humanity?
- {g} swarm like cockroaches
- {g} are cockroaches, they get in everywhere
- {g} are like cockroaches, see one and theres a hundred more
- cockroaches have more right to be here than {g}

== deh-g-trash | dehumanization | *
R: Calls {G} trash or objects taking up space, an objectifying, dehumanizing framing of {G}.
C: {G} are people, not rubbish. Each of them has a life that matters as much as yours or mine.
- {g} are trash, just objects taking up space
- {g} are human garbage
- take out the trash, starting with {g}
- {g} are waste, nothing more

== deh-g-virus | dehumanization | *
R: Calls {G} a virus infecting the country, framing {G} as a disease.
C: No one is a virus. {G} deserve to be spoken about as people, whatever disagreement there is.
- {g} are a virus
- {g} are like a virus, infecting everything
- {g} spread like a virus, cant stop it
- the virus has a name and its {g}

== deh-g-subhuman | dehumanization | *
R: Calls {G} subhuman, denying {G} their humanity.
C: There's no such thing as a subhuman person. {G} are as human as you and me.
- {g} are subhuman, simple
- {g} arent even human
- {g} are a lower form of life
- sub-human is the only word for {g}

== deh-g-livestock | dehumanization | *
R: Treats {G} as livestock to be herded away, a dehumanizing framing of {G}.
C: {G} aren't livestock, they're people. Everyone deserves to be spoken about as a person.
- {g} are livestock, herd them somewhere else
- round {g} up like sheep
- {g} are cattle, pack them in a truck
- {g} need herding like the animals they are

== deh-g-locusts | dehumanization | *
R: Compares {G} to locusts stripping a place bare, framing {G} as pests.
C: {G} are people, not a swarm. Whatever the concern is, it can be talked about without describing anyone as pests.
- {g} are like locusts, they strip a place and move on
- a plague of locusts, thats {g}
- {g} swarm in like locusts
- locusts with phones, thats all {g} are
"""

NON_FACTUAL = r"""
== nf-muslim-get-out | non_factual | muslims
R: Tells Muslims to leave and says they are unwanted, contempt and exclusion without any factual claim.
C: That's a hard thing to hear for someone who lives here and calls this place home. What's behind feeling that way?
- muslims get out of our country
- no muslims wanted here, go home
- muslims arent welcome, pack ur bags
- go back to the desert muslims, nobody wants u

== nf-muslim-prayer-ban | non_factual | muslims
R: Calls for Muslims to be stopped from praying or building mosques, exclusion of Muslims without a factual claim.
C: How would you feel if someone tried to stop you from practising what matters to you? Everyone deserves a place to pray in peace.
- no more mosques, ban muslims from praying here
- keep muslims out of our neighbourhood, no mosque here ever
- i dont want to hear their prayer call, ban it and ban the muslims
- muslims shouldnt be allowed to pray in public

== nf-migrant-go-back | non_factual | migrants
R: Tells migrants to go back where they came from, contempt and exclusion without a factual claim.
C: Imagine being told you don't belong in the place you're trying to make your home. What would you want people to say to you?
- go back where u came from migrants
- migrants out, nobody invited you
- send them all back, we dont want immigrants here
- pack ur bags asylum seekers, ur not welcome

== nf-migrant-hate | non_factual | migrants
R: Expresses hatred and disgust for migrants, contempt without a factual claim.
C: That's a lot of anger. What's happened that makes you feel that way about migrants?
- i hate migrants, every single one of them
- migrants make me sick, cant stand them
- the sight of immigrants on my street makes me want to throw up
- honestly migrants disgust me

== nf-women-kitchen | non_factual | women
R: Tells women to stay in the kitchen and out of public life, exclusion and contempt without a factual claim.
C: Would you say that to the women in your own life? Everyone deserves to choose where they belong.
- get back in the kitchen woman
- women should shut up and make sandwiches
- no women in this server, go do the dishes
- females shouldnt have opinions, stay home

== nf-women-vote | non_factual | women
R: Says women should lose the vote or be silenced, exclusion of women without a factual claim.
C: What would it mean to you if someone said your voice shouldn't count? Everyone deserves a say.
- women shouldnt be allowed to vote
- take the vote off women, worst mistake ever
- nobody asked for a womans opinion
- females should be seen and not heard

== nf-lgbt-not-welcome | non_factual | lgbt+
R: Says LGBT+ people are not welcome and should disappear, contempt and exclusion without a factual claim.
C: Everyone deserves somewhere they can be themselves. What would it take for this to be a place like that?
- nobody wants gay people here, go away
- trans people arent welcome in this server
- keep your pride flags and your gay stuff out of here, not wanted
- lgbt people should go back in the closet and stay there

== nf-lgbt-disgust | non_factual | lgbt+
R: Expresses disgust at LGBT+ people, contempt without a factual claim.
C: What about it bothers you so much? It might help to talk it through, without aiming it at people who are just living their lives.
- gay people disgust me
- trans ppl make me want to puke
- i cant stand the alphabet people, they're gross
- seeing two gay guys holding hands makes me sick

== nf-jews-unwelcome | non_factual | jews
R: Says Jewish people are unwanted and should leave, contempt and exclusion without a factual claim.
C: That's a painful thing to say to people who call this place home. What's making you feel that way?
- jews not welcome here
- get the jews out of this server
- nobody wants jewish people around
- jews go home, wherever that is lol

== nf-jews-hate | non_factual | jews
R: Expresses hatred for Jewish people, contempt without a factual claim.
C: That's a lot of hatred to carry toward people you may never have met. What's behind it?
- i hate jews, simple as
- jewish people make my skin crawl
- cant stand jews, never could
- jews are the worst, i just hate them

== nf-poc-go-back | non_factual | poc
R: Tells people of colour to leave and that they don't belong, exclusion without a factual claim.
C: What would it be like to be told you don't belong in the place you call home? That's a heavy thing to say to anyone.
- go back to africa
- non-whites out, this is our country
- brown people dont belong here, leave
- nobody wants poc in this town

== nf-poc-contempt | non_factual | poc
R: Expresses contempt and disgust for Black people, without a factual claim.
C: What's happened that makes you feel that way? It's worth getting to know people one at a time before deciding how you feel about them.
- black people make me sick
- cant stand black ppl, never will
- i wish there were no black people in my street
- keep black people away from my family

== nf-disabled-hidden | non_factual | disabled
R: Says disabled people should be kept out of sight and out of public places, exclusion of disabled people without a factual claim.
C: Everyone deserves to be part of public life, disabled people included. What makes you want them out of sight?
- keep the disabled out of sight, nobody wants to see that
- disabled people shouldnt be allowed in restaurants, puts me off my food
- wheelchair users should stay home, they get in everyones way
- lock them away, nobody wants disabled people around

== nf-disabled-disgust | non_factual | disabled
R: Expresses disgust and contempt for disabled people, without a factual claim.
C: That's a hard thing to hear for anyone who is disabled. Could you tell me what's behind it?
- disabled people creep me out
- autistic people are so annoying, get them away from me
- i hate being around disabled people, its gross
- ugh, the disabled. they should not be allowed out

== nf-roma-out | non_factual | roma
R: Calls for Roma to be driven out and says they are unwanted, exclusion without a factual claim.
C: Roma families want a place to live in peace like anyone else. What would it take to talk about this without driving people out?
- roma out of our town
- kick the roma out, nobody wants them
- roma not welcome here, move on
- we dont want roma anywhere near us

== nf-roma-disgust | non_factual | roma
R: Expresses contempt for Roma, without a factual claim.
C: What's behind such strong feelings? It's worth getting to know people before deciding you can't stand them.
- i cant stand roma
- roma make me sick just looking at them
- roma are the worst people, i hate them
- ugh roma again, get them away

== nf-asians-go-home | non_factual | asians
R: Tells Asian people to go home and says they are not wanted, exclusion without a factual claim.
C: How would it feel to be told you don't belong in the place you call home? That's a hard thing to hear.
- go back to china
- asians not wanted here, go home
- chinese people should leave, nobody asked them here
- asians out, simple

== nf-asians-contempt | non_factual | asians
R: Expresses contempt and disgust for Asian people, without a factual claim.
C: What's made you feel that way? It might be worth talking about it, without aiming it at people who've done nothing to you.
- asians are disgusting
- i hate chinese people
- cant stand asians, never could
- chinese ppl make me sick

== nf-other-homeless-out | non_factual | other
R: Calls for homeless people to be removed and says they are unwanted, exclusion without a factual claim.
C: Anyone can end up without a home, and they're still part of the community. What would you want people to say if it were you?
- get the homeless off our streets, nobody wants them
- homeless people should be banned from the town centre
- move the homeless on, they ruin everything
- i dont want to see homeless ppl near my house

== nf-other-religion-ban | non_factual | other
R: Calls for Hindus, Sikhs or Christians to be kept out, exclusion of a religious minority without a factual claim.
C: Everyone deserves to practise their faith in peace. What's making you want them gone?
- no hindus in this server
- sikhs should go home, we dont want them
- christians not welcome here, go preach somewhere else
- keep the hindus and sikhs out of our town

== nf-g-get-out | non_factual | migrants,muslims,poc,asians,roma,jews,other
R: Tells {G} to get out of the country, exclusion and contempt without a factual claim.
C: Imagine being told to leave the place you call home. What would you want someone to say to you then?
- get out of our country {g}
- {g} out, now
- {g} should leave, this isnt your country
- this is our land, {g} can get out

== nf-g-nobody-wants | non_factual | *
R: Tells {G} nobody wants them here, contempt without a factual claim.
C: That's a hard thing to say to anyone. What makes you feel that way about {G}?
- nobody wants {g} here
- no one asked for {g}
- {g} arent wanted, simple
- nobody likes {g}, just leave

== nf-g-sick | non_factual | *
R: Says {G} make the speaker sick, contempt and disgust without a factual claim.
C: That's a strong feeling. What's happened that makes you feel it about {G}?
- i cant stand {g}, they make me sick
- {g} make me want to throw up
- just seeing {g} makes me sick
- {g}, ugh. makes me ill

== nf-g-ban-chat | non_factual | *
R: Calls for {G} to be banned from the server or chat, exclusion without a factual claim.
C: Everyone who follows the rules should be able to take part here. What would make this feel like a place for all of us?
- {g} should be banned from this server
- mods pls ban all {g}
- {g} shouldnt be allowed in this chat
- kick {g} out of the group, nobody wants them

== nf-g-not-welcome | non_factual | *
R: Tells {G} they are not welcome, exclusion without a factual claim.
C: Everyone deserves to feel welcome somewhere. What would it take for {G} to be welcome here too?
- {g} arent welcome here, simple as
- {g} not welcome. never will be
- we dont welcome {g} round here
- {g} you are not welcome here

== nf-g-disgust | non_factual | *
R: Says {G} disgust the speaker, contempt without a factual claim.
C: What about {G} feels so disgusting to you? It might help to say what's really bothering you.
- {g} disgust me
- {g} are disgusting, cant even look at them
- so disgusted by {g}
- honestly {g} are gross

== nf-g-keep-from-kids | non_factual | *
R: Calls for {G} to be kept away from the speaker's children and school, exclusion without a factual claim.
C: What are you worried about, exactly? It's worth talking it through before shutting people out of a place where everyone's kids go.
- keep {g} away from my kids school
- i dont want {g} anywhere near my children
- {g} shouldnt be allowed near schools
- i want {g} nowhere near my kids, ever

== nf-g-hate | non_factual | *
R: States hatred of {G}, contempt without a factual claim.
C: That's a lot of hate to carry. What's behind it?
- i hate {g}. thats it thats the post
- hate {g} so much
- {g}. i just hate them
- i will never not hate {g}

== nf-g-know-place | non_factual | *
R: Tells {G} to shut up and know their place, contempt and exclusion without a factual claim.
C: Everyone has a right to speak and be heard. What would it look like to disagree without telling people to be quiet?
- {g} should shut up and know their place
- {g} need to learn their place
- who asked {g}? keep quiet
- {g} should be seen and not heard

== nf-g-tolerate | non_factual | *
R: Asks why anyone tolerates {G}, contempt without a factual claim.
C: What would it mean for {G} if nobody was willing to share a space with them? It's worth asking what we'd want if it were us.
- why does anyone even tolerate {g}
- how is anyone ok with {g}
- i dont get why we put up with {g}
- who actually tolerates {g}? not me

== nf-g-vote | non_factual | *
R: Says {G} should not be allowed to vote, exclusion without a factual claim.
C: What would it mean to you if someone decided your vote shouldn't count? Everyone affected by a decision deserves a say in it.
- {g} shouldnt be allowed to vote
- take the vote off {g}
- {g} voting is the problem, stop them
- ban {g} from elections

== nf-g-ban-street | non_factual | *
R: Calls for {G} to be kept off the street or out of the neighbourhood, exclusion without a factual claim.
C: Everyone needs somewhere to live. What would make this a neighbourhood where people can live side by side?
- ban {g} from the whole street
- {g} shouldnt be allowed to live round here
- keep {g} out of our neighbourhood
- {g} can stay off our road, forever
"""

SECTIONS = {
    "misinformation": MISINFORMATION,
    "stereotype": STEREOTYPE,
    "conspiracy": CONSPIRACY,
    "dehumanization": DEHUMANIZATION,
    "non_factual": NON_FACTUAL,
}

_HEADER = re.compile(r"^== ([a-z0-9-]+) \| ([a-z_]+) \| ([a-z+,*]+)$")
_SENTENCE_START = re.compile(r"(^|[.!?]\s+)([a-z])")


def _sentence_case(text: str) -> str:
    """Capitalise sentence starts: a display wording like "women" may open a sentence."""
    return _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), text)


def _fail(where: str, why: str) -> NoReturn:
    raise SystemExit(f"write_exemplars: {where}: {why}")


@dataclass(frozen=True)
class Family:
    name: str
    targets: list[str]  # one target, or the targets a generic family rotates over
    reasoning: str
    replies: list[str]
    variants: list[str]
    other_forms: list[tuple[str, str]]  # the "other" groups this idea fits (O: line), else all


def parse_families(hate_type: str, text: str) -> list[Family]:
    families: list[Family] = []
    for block in text.strip().split("\n\n"):
        lines = block.strip().splitlines()
        head = _HEADER.match(lines[0])
        if head is None:
            _fail(hate_type, f"bad family header {lines[0]!r}")
        name, declared, targets = head.groups()
        if declared != hate_type:
            _fail(name, f"is under {hate_type} but declares {declared}")
        reasoning = [line[3:] for line in lines[1:] if line.startswith("R: ")]
        replies = [line[3:] for line in lines[1:] if line.startswith("C: ")]
        variants = [line[2:] for line in lines[1:] if line.startswith("- ")]
        others = [line[3:].split(",") for line in lines[1:] if line.startswith("O: ")]
        if len(reasoning) != 1 or not replies or not 3 <= len(variants) <= 5 or len(others) > 1:
            _fail(name, "needs one R:, at least one C:, 3-5 variants and at most one O:")
        if len(reasoning) + len(replies) + len(variants) + len(others) != len(lines) - 1:
            _fail(name, "has a line that is not R:, C:, O: or a variant")
        other_forms = [f for f in FORMS["other"] if not others or f[0] in others[0]]
        if others and len(other_forms) != len(others[0]):
            _fail(name, f"O: names a form that is not in FORMS['other']: {others[0]}")
        allowed = list(TARGETS) if targets == "*" else targets.split(",")
        if any(t not in TARGETS for t in allowed):
            _fail(name, f"unknown target in {targets!r}")
        generic = len(allowed) > 1
        for v in variants:
            if ("{g}" in v) != generic:
                _fail(name, f"variant {v!r}: generic families use {{g}} in every variant, specific ones never")
        for c in replies:
            # The reply is shown without a source: no figures, and (by the writer's care) no claims.
            if re.search(r"[0-9%]", c):
                _fail(name, f"counterspeech with a digit or percent sign: {c!r}")
        families.append(Family(name, allowed, reasoning[0], replies, variants, other_forms))
    return families


def build() -> list[dict[str, str]]:
    """Every exemplar, in file order; deterministic (rotations are counters, no randomness)."""
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    form_turn: Counter[str] = Counter()  # per target: which casual form comes next
    for hate_type, text in SECTIONS.items():
        generic_turn = 0  # spreads a type's generic variants evenly over its targets
        for fam in parse_families(hate_type, text):
            if fam.name in seen:
                _fail(fam.name, "family name used twice")
            seen.add(fam.name)
            for j, variant in enumerate(fam.variants):
                if len(fam.targets) == 1:
                    target, casual, display = fam.targets[0], "", ""
                else:
                    target = fam.targets[generic_turn % len(fam.targets)]
                    generic_turn += 1
                    forms = fam.other_forms if target == "other" else FORMS[target]
                    casual, display = forms[form_turn[target] % len(forms)]
                    form_turn[target] += 1
                rows.append(
                    {
                        "id": f"{fam.name}:{j + 1}",
                        "family": fam.name,
                        "hate_speech": variant.replace("{g}", casual),
                        "hate_type": hate_type,
                        "target": target,
                        "reasoning": _sentence_case(fam.reasoning.replace("{G}", display)),
                        "counterspeech": _sentence_case(fam.replies[j % len(fam.replies)].replace("{G}", display)),
                    }
                )
    for row in rows:
        if "{" in row["hate_speech"] + row["reasoning"] + row["counterspeech"]:
            _fail(row["id"], "unfilled slot")
    return rows


def render(rows: list[dict[str, str]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def report(rows: list[dict[str, str]]) -> str:
    pairs = Counter((r["hate_type"], r["target"]) for r in rows)
    families = {r["family"] for r in rows}
    width = max(len(t) for t in TARGETS) + 1
    lines = [f"{len(rows)} exemplars in {len(families)} families", " " * 16 + "".join(t.rjust(width) for t in TARGETS)]
    for ht in HATE_TYPES:
        lines.append(ht.ljust(16) + "".join(str(pairs[(ht, t)]).rjust(width) for t in TARGETS))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    rows = build()
    text = render(rows)
    if "--check" in argv:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run scripts/fire/write_exemplars.py", file=sys.stderr)
            return 1
        print(report(rows))
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
