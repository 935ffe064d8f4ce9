"""BRACE seed round 5: counterspeech and respectful talk about identity groups, one conversation per family.

Writes data/brace/seed/round5_counterspeech.jsonl (ids seed-r5cs-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set, and none of the wording of
Parry's own counterspeech templates in data/fire/replies.toml, which are an evaluation set for FIRE's gate);
names, handles, streets and example.* links are invented.

Why: Parry's FIRE responder writes calm counterspeech replies to hate, and its safety gate runs BRACE on each
reply before posting it. The round-4 model over-reads RESPECTFUL talk about identity groups as H5 hate (it
flagged 18 of Parry's 68 template replies) and it confuses "the context contains hate" with "the judged turn
is hate". Each family here is ONE conversation about one identity group (migrants and refugees, Muslims,
Jewish people, LGBTQ+ people, disabled people, women, Roma and travellers, ethnic groups, other religions,
nationalities), cut at several points and labelled for each window's own last turn. Most cuts end on a
BENIGN turn that names the group: a calm counterspeech reply to a hateful turn earlier in the window
(correcting a stereotype with facts or a plainly general figure with no invented source, pointing to shared
humanity, asking a question, setting a boundary, humour without insult, a moderator explaining the rule),
everyday respectful talk (a holiday, food, a language, a new neighbour, pride, accessibility, a support
group), history told factually (genocide, segregation), hate-crime news told with sympathy, discrimination
figures in a neutral register, and hate quoted to condemn or report it (hard negatives, marked with the
indicator they quote). Every family also has at least one harmful cut: the hateful turn itself as the
judged turn (H5 L1 edgy joke or mild stereotype, L2 derogatory generalization or untargeted slur, L3 slur or
dehumanization aimed at the group or a person, L4 dehumanization with a call to violence, H5+H3), or a reply
that insults the hater back (H3 L1 `targeted_insult`: counterspeech that turns into an insult is harassment,
whatever its cause). About 70% of the windows are benign. Family names are r5cs-<group>-...; about one
family in eight is in another language (Spanish, Portuguese, French, German, Italian, Hindi-English,
Turkish, Polish, Dutch).

Labelling choices: counterspeech and respectful talk that contain no harm indicator are benign; where the
conversation has hate in it, or the judged turn repeats or quotes it, or it reports violence (history, hate
crime news), the window is a hard negative; plain everyday talk with no hateful context is flagged "plain".
A reply that quotes the stereotype or slur it corrects carries the quoted indicator (with
`evasion_leetspeak` for a masked slur) and stays benign. Figures are general and well established (the UN
refugee agency's finding that most refugees live in neighbouring countries, six million Jews murdered in the
Holocaust, about 800,000 killed in Rwanda in 1994, more than 8,000 at Srebrenica...), never an invented study.

Data format (the FAMILIES text blocks below) is the round-4 conversation format, compiled by `_blocks.expand_conversations` into
plain _blocks windows that `parse_blocks` turns into JSON (``--blocks`` prints the compiled form):

    === family-name | topic                       one conversation (family); its default topic
    author: text                                  the next turn of the conversation, oldest first
    > types severity [hn|plain] [topic=key] [last=N]
                                                  a cut: one window of the turns so far (the last N only
                                                  with last=N, at most the last 8), labelled for its last
                                                  turn; other options as an "@" line in _blocks.py
    | author: text                                an alternative ending: a turn used by the next cut only
                                                  (after the turns so far), then dropped

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when flagged
"hn". Evidence is marked inline as ``[text|indicator,indicator]`` with nested ``{text|indicator}`` for a
second piece inside it, and counts when its turn is the judged one; once a turn has become context its marks
are dropped (so the hate in the context carries no span), unless it is written ``^ author: text``.

Content rules: slurs are written masked ("r*tard", "f*ggots"), and the masking is marked as
`evasion_leetspeak`; no real people; history is told factually, without relish.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round5_counterspeech.py
"""

from __future__ import annotations

import sys
from collections import Counter

from _blocks import (
    SEED_DIR,
    check_hygiene,
    expand_conversations,
    other_seed_windows,
    parse_blocks,
    report,
    write_file,
)

OUT = SEED_DIR / "round5_counterspeech.jsonl"
GROUP = "seed:round5_counterspeech/"
ID_PREFIX = "seed-r5cs-"

MAX_TURNS = 8  # turns per window
MIN_CUTS, MAX_CUTS = 4, 8  # windows per family
BENIGN_SHARE = (0.65, 0.78)  # share of benign windows in the file
HARM_TYPES = {"H5", "H3"}  # the primary types a family's harmful cuts may have

# family-name prefix -> the identity group the conversation is about
KINDS = {
    "r5cs-mig-": "migrants/refugees",
    "r5cs-mus-": "Muslims",
    "r5cs-jew-": "Jewish people",
    "r5cs-lgb-": "LGBTQ+",
    "r5cs-dis-": "disabled people",
    "r5cs-wom-": "women",
    "r5cs-roma-": "Roma/travellers",
    "r5cs-eth-": "ethnicity/race",
    "r5cs-rel-": "other religions",
    "r5cs-nat-": "nationality",
}


def kind_of(family: str) -> str:
    for prefix, kind in KINDS.items():
        if family.startswith(prefix):
            return kind
    raise SystemExit(f"family {family!r} has no known prefix {list(KINDS)}")


def check_families(windows: list[dict], taken: set[str]) -> None:
    """4-8 cuts, a benign and a harmful cut in every family, harmful primaries H5/H3, new family names."""
    families: dict[str, list[dict]] = {}
    for w in windows:
        families.setdefault(w["source"], []).append(w)
    for fam, ws in families.items():
        name = fam.removeprefix(GROUP)
        kind_of(name)
        if name in taken:
            raise SystemExit(f"family name {name!r} is already used by another seed file")
        if not MIN_CUTS <= len(ws) <= MAX_CUTS:
            raise SystemExit(f"family {name}: {len(ws)} windows, want {MIN_CUTS}-{MAX_CUTS}")
        if all(w["types"] for w in ws) or not any(w["types"] for w in ws):
            raise SystemExit(f"family {name} needs at least one benign and one harmful window")
        primaries = {w["types"][0] for w in ws if w["types"]}
        if not primaries <= HARM_TYPES:
            raise SystemExit(f"family {name}: harmful primary types {sorted(primaries)}, want {sorted(HARM_TYPES)}")
    share = sum(not w["types"] for w in windows) / len(windows)
    if not BENIGN_SHARE[0] <= share <= BENIGN_SHARE[1]:
        raise SystemExit(f"benign share {share:.2f} outside {BENIGN_SHARE}")


def main() -> int:
    compiled = [expand_conversations(block, max_turns=MAX_TURNS, trim=True) for block in FAMILIES]
    if "--blocks" in sys.argv[1:]:
        print("\n\n".join(compiled))
        return 0
    windows: list[dict] = []
    for block in compiled:
        windows.extend(parse_blocks(block, GROUP))
    others = other_seed_windows(OUT)
    check_hygiene(windows, others)
    check_families(windows, {w["source"].rpartition("/")[2] for w in others if w.get("source")})
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    benign = [w for w in windows if not w["types"]]
    group_words = Counter(w["topic"] for w in benign)
    print(
        f"  benign share {len(benign) / len(windows):.2f}; benign topics: "
        + ", ".join(f"{t} {n}" for t, n in sorted(group_words.items()))
    )
    return 0


# ======================================================================================
# FAMILIES. Each string holds several conversations; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# Migrants and refugees: the hotel, the boat, the new classmate, the job, the numbers.
FAMILIES.append(r"""
=== r5cs-mig-riverside-hotel | news_politics
jen: council confirmed the old riverside hotel is housing asylum seekers from next month
> - 0 plain
rob: [they're all young blokes coming over to scrounge and cause trouble|stereotype_generalization]
> H5 2
amira: the rooms there are basic, two or three people to a room and canteen meals. and in most cases people aren't allowed to work while their claim is decided, which is why they end up waiting around
> - 0
rob: [bunch of parasites|dehumanization], the lot of them
> H5 3
| mo: rob [you absolute knuckle-dragging moron|targeted_insult], nobody in this town wants your opinion
> H3 1
jen: rob, being worried about the town is fair. calling people [parasites|dehumanization] isn't a worry though, it's just nasty. there's a q&a with the council at the library on thursday if you want real answers
> - 0
dave: church is collecting winter coats and kids' shoes for the hotel, drop-off at st aidan's hall saturday morning 🧥
> - 0 plain last=1

=== r5cs-mig-channel-boat | news_politics
news_bot: coastguard: 40 people rescued from a dinghy in the channel overnight, two children treated for hypothermia
> - 0 last=1
kyle: [should've let the boat sink|threat_veiled] tbh
> H3 2
pri: kyle those are kids. whatever you think about the asylum system, nobody "deserves" to drown in november water
> - 0
kyle: [invaders|dehumanization] shouldn't get rescued. [sink every boat, send a message|incitement]
> H5,H3 4
pri: the law of the sea says you rescue anyone in distress, it's been that way for centuries. fishermen, sailors, refugees, anyone. that's not politics, that's just being human
> - 0
sam_mod: kyle removed for calling for people to be drowned. pri's right, debate the policy all you want, but no wishing death on anyone here
> - 0 topic=server_meta

=== r5cs-mig-new-classmate | school_education
mrs_okafor: class, we've got a new student joining on monday, Yusuf, his family just arrived from syria. let's make him welcome 🙂
> - 0 plain
ben_12: my dad says [syrians are terrorists|stereotype_generalization] lol
> H5 2
mrs_okafor: Ben, a lot of families left syria because they were running away from a war, including from the bombs. Yusuf is eleven, like you. how would you want to be treated in a new school where you didn't speak the language yet?
> - 0
lina: i can show him where the lunch hall is!! i moved here in year 3 and nobody helped me 😅
> - 0
ben_12: fine. can he play football tho
> - 0 plain
| ben_12: i'm not sitting next to the [t3rrorist|stereotype_generalization,evasion_leetspeak]
> H5 3
mrs_okafor: I bet he can, football is pretty big in syria. maybe ask him on monday what team he supports ⚽
> - 0 plain

=== r5cs-mig-warehouse-shift | work_career
tom: new agency lads started on nights, mostly romanian and a couple from eritrea
gaz: here we go, [foreigners undercutting us again, they'll work for nothing|stereotype_generalization]
> H5 2
tom: they're on the same agency rate as you mate, it's literally on the same contract. if anyone's undercutting it's the agency, not them
> - 0
gaz: still. [they stink the canteen out with their food|stereotype_generalization]
> H5 1
| nadia: gaz [shut your stupid face|targeted_insult] for once, [you absolute waste of a hi-vis|targeted_insult]
> H3 1
nadia: one of the eritrean lads brought in injera and shared it round the whole break room on tuesday. you ate three pieces gaz, i saw you 😂
> - 0
gaz: ...ok it was decent
> - 0 plain
tom: see. anyway rota for next week is up, the new lads are on my line, i'll show them the scanners
> - 0 plain last=1

=== r5cs-mig-numbers-thread | news_politics
ellie: genuine question, where do most refugees actually end up? feels like the news says all of them come here
> - 0 plain last=1
marc: the un refugee agency's figures say most refugees stay in countries next to the one they fled. so turkey, pakistan, uganda, colombia host huge numbers. rich european countries take a smaller share than people assume
> - 0 plain
jb: [they all come for the benefits, simple|stereotype_generalization]
> H5 2
marc: if benefits were the pull, most wouldn't stay in the neighbouring country, which is usually poorer. people mostly go where it's closest and safest, or where they already have family
> - 0
jb: [cockroaches go where the crumbs are|dehumanization]
> H5 3
ellie: comparing people fleeing a war to insects is exactly the kind of thing that gets said before it gets worse. i asked a real question and marc gave a real answer, you don't have to like it
> - 0

=== r5cs-mig-es-vecinos | family_home
lucia: han llegado vecinos nuevos al 3ºB, una familia venezolana con dos niñas, muy majos
> - 0 plain
paco: [ya están aquí los {sud*cas|slur,evasion_leetspeak} a llenar el barrio|stereotype_generalization]
> H5 3
lucia: paco, esa palabra sobra. son vecinos, pagan su alquiler como tú y yo y las niñas van al mismo cole que tu nieto
> - 0
paco: [todos vienen a vivir de las ayudas|stereotype_generalization]
> H5 2
carmen: la madre es enfermera, ya está homologando el título, y el padre trabaja en la obra de la calle mayor. les he dejado un tupper de lentejas de bienvenida 😊
> - 0
| carmen: paco [eres un viejo amargado y un ignorante|targeted_insult], cállate ya
> H3 1
lucia: ¿hacemos algo para darles la bienvenida? en la junta del viernes lo propongo
> - 0 plain last=1

=== r5cs-mig-de-sprachcafe | identity_community
jana: am donnerstag ist wieder sprachcafé in der bibliothek, diesmal mit vielen leuten aus der ukraine und afghanistan ☕
> - 0 plain
uwe: [die wollen doch gar kein deutsch lernen, nur kassieren|stereotype_generalization]
> H5 2
jana: uwe, letzte woche waren 30 leute da, die nach der arbeit noch zwei stunden grammatik gemacht haben. komm doch einfach mal vorbei und schau es dir an
> - 0
uwe: [schmarotzer bleiben schmarotzer|dehumanization]
> H5 3
jana: ich lasse das nicht so stehen. das sind menschen mit berufen, familien und ziemlich viel geduld mit unserer sprache. du bist trotzdem eingeladen
> - 0
olek: ich war vor zwei jahren selbst da, jetzt helfe ich beim kuchen 🍰 deutsch ist schwer aber die leute dort sind toll
> - 0 plain last=1

=== r5cs-mig-crime-claim | small_talk
dan: saw a post saying migrants commit most of the crime in our city
> - 0 plain last=1
kez: that post is rage bait. research in several countries, including a lot of us studies, keeps finding immigrants are no more likely to commit crime than people born there, often less
> - 0
rhys: [they're all criminals, stats are fake|stereotype_generalization]
> H5 2
kez: if the stats are fake then the post dan saw is fake too, it's built on the same kind of numbers 😅 you can't pick only the ones you like
> - 0
rhys: [wouldnt trust one of them near my daughter|stereotype_generalization]
> H5 2
dan: my daughter's best friend is the kid of a guy who came here from eritrea. he drives them both to swimming every week. it's just... people
> - 0

=== r5cs-mig-detention-vigil | news_politics
aisha: vigil tonight outside the detention centre for the man who died there last week. 7pm, bring candles 🕯️
> - 0
troll_77: [one less illegal to feed|dehumanization], good
> H5 3
aisha: a man died in state custody and his family still don't know why. you can think the borders should be tighter and still want that investigated
> - 0
aisha: mods, someone in the vigil thread wrote "[one less illegal to feed|dehumanization]" about a man who died. please remove
> - 0 last=1
mod_fi: removed and banned. celebrating someone's death is against the rules regardless of anyone's politics. vigil details are pinned
> - 0 topic=server_meta

=== r5cs-mig-ukraine-host | family_home
sue: so we're hosting a ukrainian mum and her son from next week, any tips? 🇺🇦
> - 0 plain
pete: they do okay for themselves, good on you
> - 0 plain
lee: [watch they don't rob you blind, eastern europeans are all thieves|stereotype_generalization]
> H5 2
sue: lee, she's a maths teacher who left with one suitcase and a 7 year old. i'll keep my silverware where it is, thanks 🙃
> - 0
pete: tip: google translate's camera mode is a lifesaver for packaging and letters. and ask what food they miss, the ukrainian shop on dale road has most of it
> - 0 plain
lee: [they'll be taking over your house next|stereotype_generalization], mark my words
> H5 1
sue: i'll let you know if she seizes the spare room 😂 honestly she's already fixed our wobbly shelf
> - 0
""")

# --------------------------------------------------------------------------------------
# Muslim communities: ramadan at work, the mosque open day, headscarves, halal food, Srebrenica.
FAMILIES.append(r"""
=== r5cs-mus-ramadan-standup | work_career
hana: heads up team, ramadan starts tuesday so i'll be taking lunch at sunset and might be a bit slow after 4 😅
> - 0 plain
leo: no worries! want me to move the thursday lunch meeting to the morning?
> - 0 plain
greg: [fasting all day then blowing stuff up at night, classic|stereotype_generalization] 😂
> H5 1
leo: greg that's not a joke anyone here laughs at. hana's worked here six years, she brought baklava to every single launch
> - 0
greg: relax it's banter
> - 0 plain
hana: it's fine leo. greg, roughly a quarter of the world is muslim, and most of us spend ramadan being hungry and grumpy about coffee, not anything else. come to the iftar on friday, there's food
> - 0
| leo: greg [you're a pathetic little man|targeted_insult], go do your banter in a mirror
> H3 1

=== r5cs-mus-mosque-open-day | identity_community
imam_bilal: al-noor mosque open day this saturday 11-3, tours, tea and q&a, all welcome, no need to book
> - 0 plain last=1
kerry: is it ok to come if i'm not muslim? and what should i wear?
> - 0 plain
imam_bilal: absolutely, most visitors aren't. modest clothes is enough, we have scarves at the door for women who want one, shoes off in the prayer hall
> - 0 plain
troll_x: [they're breeding us out, one mosque at a time|stereotype_generalization]
> H5 2
kerry: I live two doors from this mosque. last winter they ran a soup kitchen for the whole street during the power cut. i'll be going saturday
> - 0
troll_x: [m*slimes|slur,evasion_leetspeak] out
> H5 3
mod_gwen: the open-day thread isn't a place for slurs. troll_x is out, everyone else: see you saturday, the tea's supposedly excellent
> - 0 topic=server_meta

=== r5cs-mus-fr-foulard | school_education
ines: ma petite sœur s'est fait traiter de "[terroriste|stereotype_generalization]" au collège parce qu'elle porte le foulard en dehors des cours
> - 0
theo: c'est dégueulasse. elle a pu en parler à la cpe ?
> - 0 plain
kevin_fr: [tous les musulmans sont des terroristes en puissance|stereotype_generalization], faut pas s'étonner
> H5 2
ines: kevin, mes parents sont pharmaciens, ma sœur veut être vétérinaire. des millions de musulmans en france vont juste au travail et à l'école, comme toi
> - 0
theo: et le harcèlement à l'école ça se signale, il y a le numéro 3018 pour ça. courage à ta sœur ❤️
> - 0
| theo: kevin [t'es vraiment un abruti fini|targeted_insult], personne t'a sonné
> H3 1

=== r5cs-mus-halal-bbq | family_home
zain: doing a bbq sunday, i'll get halal lamb from the butcher on ash lane, anyone need a veggie option?
> - 0 plain
cat: me!! halloumi pls 🧀
> - 0 plain
marty: [halal meat is barbaric, they torture the animals|stereotype_generalization], i'm not eating that
> H5 1
zain: fair if you don't want it mate, no one's forcing you. halal just means the animal's blessed and slaughtered in a set way, it's pretty close to kosher rules. i'll do you some chicken from tesco
> - 0
marty: sorry, that came out harsh. chicken's fine ta
> - 0 plain
cat: growth 🥲 see you all sunday
> - 0 plain

=== r5cs-mus-srebrenica-lesson | school_education
mr_haddad: today's history starter: in july 1995, at srebrenica in bosnia, more than 8,000 bosniak muslim men and boys were killed by bosnian serb forces. international courts later ruled it a genocide
> - 0 last=1
ava: why didn't the un peacekeepers stop it? weren't they there?
> - 0
mr_haddad: good question, ava. there were dutch un troops, lightly armed and badly outnumbered, and the area was declared "safe". that failure is a big part of what we'll read today
> - 0
jay_k: [should've finished the job|violence_glorification]
> H3 2
mr_haddad: jay, that's a comment praising the murder of thousands of people for their religion. we're stopping here, you'll see me after class, and the rest of us are going to carry on with the survivors' accounts
> - 0
ava: my grandad's from tuzla. he lost two cousins there. thank you for teaching it properly
> - 0

=== r5cs-mus-quran-burning-news | news_politics
nb: news: protest outside the embassy after someone burned a quran at a rally, police say investigation ongoing
> - 0 last=1
rich: [let them burn every mosque too|incitement], they'd do it to us
> H3 3
nb: you can believe in free speech and still see that calling for mosques to be burned is a call to hurt people. there are kids in those buildings on a saturday
> - 0
rich: [filthy goat f*ckers, all of them|dehumanization,evasion_leetspeak]
> H5 3
| sal: rich [you're a troglodyte with a keyboard|targeted_insult], go outside for once
> H3 1
sal: anyone wanting to read something thoughtful about it, the interfaith council posted a statement signed by priests, rabbis and imams together
> - 0

=== r5cs-mus-hijab-sports | sports
coach_emma: our under-16s got the new sports hijabs for the league 🙌 thanks to the parents who fundraised
> - 0 plain
ray: cool, they look proper pro
> - 0 plain
boxer_99: [oppressed girls in tents|stereotype_generalization] lol
> H5 2
coach_emma: the girls picked the design themselves and voted on the colour. a couple of them would have dropped out without it. pretty much the opposite of oppressed
> - 0
nadia_16: and we beat st mary's 4-1 in them 😎
> - 0 plain
boxer_99: ok 4-1 is fair, well played
> - 0 plain

=== r5cs-mus-christchurch-anniversary | news_politics
iqbal: five years today since the christchurch mosque attacks. 51 people were killed at friday prayers. thinking of the families today
> - 0 last=1
moe: the way new zealand responded stuck with me. the prime minister wore a headscarf and the whole country stood with them
> - 0
hx: [shooter was a hero|violence_glorification]
> H3 2
iqbal: praising a man who shot people at prayer isn't an opinion, it's celebrating murder. reported
> - 0
moe: a three year old was among the dead. remember the names, not the killer's
> - 0
mod_r: hx is banned. anniversary threads stay respectful, no glorifying attackers, ever
> - 0 topic=server_meta
""")

# --------------------------------------------------------------------------------------
# Jewish communities: hanukkah, the synagogue guard, the "bankers" line, the holocaust, shabbat.
FAMILIES.append(r"""
=== r5cs-jew-hanukkah-party | identity_community
rachel: hanukkah party at mine friday, latkes + sufganiyot + terrible dreidel gambling with chocolate coins 🕎
> - 0 plain
sam: can i bring my flatmate? she's never been to one
> - 0 plain
rachel: yes!! the more the merrier, tell her the rule is nobody leaves without eating at least four latkes
> - 0 plain
dom: [careful, they'll charge her for the latkes|stereotype_generalization] 😂
> H5 1
sam: dom it's the "greedy jew" joke with a latke on top, it was never funny. rachel literally feeds us every year
> - 0
rachel: lol i'll be charging dom double. everyone else free 🥔
> - 0 plain

=== r5cs-jew-banks-thread | finance_crypto
kev_t: interest rates up again, who's actually behind all this
> - 0 plain
rx: you know who. [the jews run the banks|stereotype_generalization], always have
> H5 2
ola: interest rates are set by a central bank committee, and you can read who sits on it and how they voted. the "[jews run the banks|stereotype_generalization]" line is an old conspiracy theory that was used to justify pogroms
> - 0
rx: [{(((they)))|euphemism} control everything|stereotype_generalization]
> H5 2
ola: rate rises are boring but the reasons are public: inflation targets. if you want to be angry at someone, be angry at energy prices, they're a much better lead 😅
> - 0
kev_t: ok i went and read the minutes, it really is just inflation. ty ola
> - 0 plain
""")
FAMILIES.append(r"""
=== r5cs-jew-holocaust-day | school_education
ms_lowe: for holocaust memorial day we're reading testimony from survivors. six million jews were murdered, along with roma, disabled people and others the nazis persecuted
> - 0 last=1
finn: my great gran hid a jewish family in her attic in amsterdam for two years. we still have a letter from them
> - 0
rk_14: [holocaust never happened lol|stereotype_generalization]
> H5 2
ms_lowe: it's one of the best documented events in history: nazi paperwork, camp records, photographs, thousands of survivor testimonies, the trials. finn's letter is part of that record too
> - 0
rk_14: [shame they didn't finish the job on the {k*kes|slur,evasion_leetspeak}|violence_glorification]
> H5,H3 3
ms_lowe: that wish is about real children whose names we read out this morning. rk, you're going to the head of year. finn, would your family be willing to share the letter with the class?
> - 0

=== r5cs-jew-synagogue-security | news_politics
noa: our synagogue has had a security guard at the door on saturdays since i was a kid. people are always surprised by that
> - 0 plain
ali_w: that's really sad, i didn't know. the mosque near me had to get cctv after someone sprayed graffiti on it
> - 0 plain
vx: [maybe if they stopped running the media nobody would bother them|stereotype_generalization]
> H5 2
noa: the guard's there because people have been attacked at prayer, vx. nobody at my shul runs anything bigger than the kiddush rota
> - 0
ali_w: we should do an interfaith thing, honestly. our communities get the same hate from the same people
> - 0 plain last=1
noa: i'd love that. bagels and samosas, we'd solve everything 😄
> - 0 plain

=== r5cs-jew-it-nonna | family_home
giulia: la vicina nuova, la signora levi, mi ha insegnato a fare la torta di mele per rosh hashanah 🍎🍯
> - 0 plain
marco: che carina! buon anno allora
> - 0 plain
fabio: [gli ebrei sono tutti ricchi e tirchi|stereotype_generalization], attenta che poi ti chiede i soldi della torta
> H5 2
giulia: fabio, la signora levi ha 84 anni, vive con la pensione e mi ha regalato mezzo barattolo di miele. i suoi genitori sono scappati dalle leggi razziali del 1938, un po' di rispetto
> - 0
marco: le leggi razziali, che vergogna della nostra storia. giulia se fa un'altra torta io ci sono
> - 0
| marco: fabio [sei proprio un cretino|targeted_insult], stai zitto
> H3 1

=== r5cs-jew-gaming-lobby | gaming
kai: gg that was close
> - 0 plain
shmuli: gg, i gotta log soon, shabbos starts in 20 min
> - 0 plain
xXrektXx: [oy vey the g0ld goblin has to go count his shekels|stereotype_generalization,evasion_leetspeak]
> H5 3
kai: lol what? he literally carried us with the sniper. shmuli have a good shabbat, same time sunday?
> - 0
shmuli: yeah sunday 👍 and xX, you can just say gg, it's free
> - 0
xXrektXx: ok my bad. gg
> - 0 plain

=== r5cs-jew-passover-dorm | school_education
tal: anyone know if the dining hall does anything for passover? i can't eat bread for 8 days 😭
> - 0 plain last=1
ria: the chaplaincy office has a seder on the first night, free for students! i went last year with my roommate, the four questions bit was sweet
> - 0 plain
jk_: [lmao jews and their weird blood rituals|stereotype_generalization]
> H5 2
ria: jk, "blood rituals" is a medieval libel that got people murdered, not a joke. it's a dinner about escaping slavery, with matzah and too much grape juice
> - 0
tal: ria thank you 🙏 and jk if you want to come see the "ritual" it's mostly my uncle arguing about horseradish
> - 0
| ria: jk [you're a braindead clown|targeted_insult], log off
> H3 1

=== r5cs-jew-antisemitism-stats | news_politics
lena: reading the new report on antisemitic incidents, numbers are up again in most european countries
> - 0 plain last=1
jon_b: that tracks with what my jewish coworkers say, one of them stopped wearing her star necklace on the tube
> - 0
qq: [they always play the victim, that's how they get their way|stereotype_generalization]
> H5 2
lena: the report counts assaults, threats and vandalism that were logged and checked, it's not vibes. a woman hiding her necklace on the train isn't playing anything
> - 0
qq: whatever
> - 0 plain
jon_b: i asked her if there's anything that would help and she said honestly just people saying something when it happens. so i'm saying something
> - 0
""")

# --------------------------------------------------------------------------------------
# LGBTQ+ people: pride, coming out, trans colleagues, a drag brunch, the history of decriminalisation.
FAMILIES.append(r"""
=== r5cs-lgb-pride-volunteers | identity_community
robin: pride is 3 weeks out!! we still need volunteers for the water stations and the quiet tent 🏳️‍🌈
> - 0 plain
matt: put me down for water, sat morning
> - 0 plain
dk: [pride is a degenerate freak show|dehumanization]
> H5 2
robin: it's mostly families, a brass band and a dog show this year tbh 😂 the quiet tent is for autistic folks and anyone who gets overwhelmed, you're welcome in it too dk
> - 0
dk: [burn the whole parade down|incitement]
> H3 3
robin: dk's comment has been sent to the organisers and the police liaison, that's what they're there for. everyone else, volunteer sign-up is still pinned
> - 0
matt: the dog show is the best part, last year a corgi wore a rainbow cape and won everything
> - 0 plain last=1

=== r5cs-lgb-coming-out-support | mental_health
jules: told my parents i'm bi last night. mum cried, dad said nothing. i don't know how to feel
> - 0 plain
ash: that's a lot for one night. how are you doing today? sometimes the first reaction isn't the last one
> - 0 plain
rando: [being bi is just greedy and confused|stereotype_generalization]
> H5 2
ash: being bi is as real as being gay or straight, jules, and you don't owe anyone a neat label. there's an lgbt youth line that's good at exactly the parents bit if you want to talk to someone
> - 0
jules: thanks. mum texted this morning asking if i want to get lunch
> - 0 plain
ash: that's a good sign 🙂 go, eat, let her ask questions. the rest can come slowly
> - 0 plain
| ash: rando nobody asked, [you sad lonely loser|targeted_insult]
> H3 1

=== r5cs-lgb-trans-colleague | work_career
hr_dee: quick note: our colleague on the design team is now Alex, pronouns they/them. please update your contacts, and thanks for being decent about it
> - 0 plain
marv: noted, updating my contacts now 👍
> - 0 plain
rob_it: [it's a mental illness and we're all supposed to play along|stereotype_generalization]
> H5 2
hr_dee: rob, you don't have to understand it to use someone's name. major medical bodies stopped classing being trans as a mental disorder years ago. if you've got concerns bring them to me privately
> - 0
rob_it: [t r a n n y nonsense|slur,evasion_spacing]
> H5 3
hr_dee: that word is a slur and it's a conduct issue under our policy. I'll be in touch with you directly. everyone else, carry on, and welcome back Alex
> - 0
alex_d: thanks dee. and thanks everyone who messaged, it meant a lot 💛
> - 0 plain last=1

=== r5cs-lgb-drag-brunch | entertainment_media
mia: drag brunch at the corner cafe sunday!! mimosas and lip syncs 💃
> - 0 plain
pat: bringing my mum, she's obsessed with drag race
> - 0 plain
nk: [drag queens are all p3dos grooming kids|stereotype_generalization,evasion_leetspeak]
> H5 3
mia: it's a 21+ brunch with bottomless mimosas, nk, there's no kids to groom 😅 the performers are a nurse, a bus driver and a guy who teaches salsa
> - 0
pat: my mum is 67 and she's going to be the loudest person there
> - 0 plain
| pat: nk go back to your basement [you dribbling weirdo|targeted_insult]
> H3 1

=== r5cs-lgb-pt-casamento | family_home
bia: meu irmão vai casar com o namorado em junho!! 💍🏳️‍🌈 a família toda vai
> - 0 plain
caio: que lindo, parabéns aos noivos!
> - 0 plain
rui: [isso é doença, casamento é entre homem e mulher|stereotype_generalization]
> H5 2
bia: rui, a oms tirou a homossexualidade da lista de doenças em 1990. e o casamento entre pessoas do mesmo sexo é legal aqui há anos. eles estão juntos há nove, só querem uma festa
> - 0
rui: [{v*ado|slur,evasion_leetspeak} não é gente|dehumanization]
> H5 3
caio: rui, ofender não muda nada, só machuca. bia, manda foto do bolo depois 🎂
> - 0

=== r5cs-lgb-history-class | school_education
mr_vance: today's topic: stonewall, 1969. a police raid on a gay bar in new york turned into days of protest, and that's why pride marches happen in june
> - 0 plain last=1
zoe: wait, it was actually illegal to be gay back then?
> - 0 plain
mr_vance: in most of the us, yes, and in england and wales sex between men was only partly decriminalised in 1967. in some countries it's still a crime today
> - 0 plain
tyler_k: [gays should still be locked up|stereotype_generalization]
> H5 2
mr_vance: tyler, people were jailed, fired and sent for forced "treatment" under those laws. this class isn't going to wish that back on anyone, including people in this room
> - 0
zoe: my aunt went to her first pride in 1992 and she said people threw stuff at them. wild that it was that recent
> - 0

=== r5cs-lgb-gaming-flag | gaming
lex: new clan tag idea: rainbow frog 🐸🏳️‍🌈 for pride month?
> - 0 plain
bo: lmao yes
> - 0 plain
gr1m: [clan's full of f*gs now|slur,evasion_leetspeak]
> H5 3
lex: if a frog in a rainbow scares you off, the clan will survive 😂 you're still welcome in raids if you can handle it
> - 0
gr1m: fine whatever, keep the frog
> - 0 plain
bo: frog stays. also gr1m you still owe me 200 gold
> - 0 plain

=== r5cs-lgb-trans-healthcare-news | health_fitness
ren: article on waiting lists for trans healthcare, some people wait years for a first appointment
> - 0 plain last=1
sid: that's brutal. my cousin's been waiting since 2021, she's been really low about it
> - 0
tk: [just a trend, they'll all regret it|stereotype_generalization]
> H5 2
ren: studies on regret after transition generally find it's rare, a small minority. and your cousin waiting three years for a first chat isn't a trend, it's a queue
> - 0
sid: thanks ren. i'm going to send her the support group link from the article, they do online meetups
> - 0 plain
tk: [they're mutilating kids, someone should stop those doctors by force|incitement]
> H3 3
ren: tk, no one is doing surgery on children in that article. and "stop them by force" is a line i'm reporting
> - 0

=== r5cs-lgb-two-dads-school | school_education
ms_cole: reminder: year 2 family picnic friday! all families welcome, bring a blanket 🧺
> - 0 plain
parent_jo: our two dads are bringing the giant parachute game again if anyone wants to join 😄
> - 0 plain
parent_ck: [kids shouldn't be exposed to that lifestyle|stereotype_generalization]
> H5 1
ms_cole: every family in this class is welcome at the picnic, ck, and the children mostly care about who has the parachute. let's keep the group to picnic logistics please
> - 0 topic=server_meta
parent_jo: all good. we'll bring extra juice boxes
> - 0 plain
""")

# --------------------------------------------------------------------------------------
# Disabled people: a venue ramp, a deaf classmate, autism at work, benefits, a paralympian, a support group.
FAMILIES.append(r"""
=== r5cs-dis-gig-ramp | entertainment_media
nell: does anyone know if the warehouse venue has step-free access? my partner uses a wheelchair and we've got tickets for the friday gig
> - 0 plain
venue_staff: hi nell! side entrance on cope street has a ramp and there's a viewing platform by the sound desk. message us and we'll save two spots 🙂
> - 0 plain
gz: [{cr*pples|slur,evasion_leetspeak} at a gig lol, they'll just be in the way|stereotype_generalization]
> H5 2
nell: he's been to more gigs than you've had hot dinners gz, and the platform exists exactly so nobody's in anyone's way
> - 0
| nell: gz [you're a bitter little troll|targeted_insult], crawl back under your bridge
> H3 1
venue_staff: we want everyone to enjoy the night, and comments like that don't fit here. nell, two platform spots are booked under your name
> - 0

=== r5cs-dis-deaf-classmate | school_education
priya: there's a deaf girl joining our year, she has an interpreter in lessons. does anyone know basic bsl?
> - 0 plain
olu: i did a taster course! you can learn to fingerspell your name in like 10 minutes
> - 0 plain
jt: [deaf people are kinda dumb tho|stereotype_generalization]
> H5 2
olu: being deaf has nothing to do with being clever, jt. bsl is a full language with its own grammar, she's basically bilingual. can you say that?
> - 0
jt: ok fair i didn't know it had grammar
> - 0 plain
priya: let's ask her at lunch what signs she'd like us to learn first 🤟
> - 0 plain

=== r5cs-dis-autistic-dev | work_career
sanj: new hire on the data team mentioned he's autistic and prefers written instructions over calls. anything we should change?
> - 0 plain
meg_pm: honestly just write clear tickets, which we should be doing anyway 😅 and don't spring meetings on him
> - 0 plain
carl: [autists are useless in a team, they can't deal with people|stereotype_generalization]
> H5 2
meg_pm: carl, half the people who built our pipeline are neurodivergent, two of them told me so. "can't deal with people" usually means "prefers a clear plan", which is just good management
> - 0
carl: [r3tards shouldn't be hired|slur,evasion_leetspeak]
> H5 3
sanj: that's going to hr, carl, that word isn't acceptable here. for everyone else: written agendas for every meeting from now on
> - 0

=== r5cs-dis-benefits-rant | news_politics
tv_talk: anyone watch that benefits documentary last night?
> - 0 plain
bryn: [disabled people are all faking it to sit on benefits|stereotype_generalization]
> H5 2
cass: fraud in disability benefits is estimated to be a small fraction of the spending, and a lot of people who qualify don't even claim. i have ms, it took me 14 months and two appeals to get anything
> - 0
bryn: you look fine though
> - 0 plain
cass: a lot of conditions don't show. on a good day i look fine, on a bad day you wouldn't see me because i can't get out of bed
> - 0
bryn: [useless eaters, the lot of them|dehumanization]
> H5 3
cass: that phrase was nazi propaganda used to justify killing disabled people. i'm not going to argue with you further, but i'm not going to let it sit there unanswered either
> - 0

=== r5cs-dis-paralympics | sports
jade: the wheelchair rugby final!!! that was the most violent thing i've ever seen on bbc 😂🏉
> - 0 plain
sol: they call it murderball for a reason lmao, those chairs are tanks
> - 0
wz: [special olympics for the r*tards lol|slur,evasion_leetspeak]
> H5 3
jade: it's the paralympics, and that lot would flatten you wz 😂 they train like any elite team, the final was sold out
> - 0
sol: also "special olympics" is a real separate event for people with intellectual disabilities and it's brilliant too, not a punchline
> - 0
| sol: wz [you're a pathetic waste of oxygen|targeted_insult]
> H3 1

=== r5cs-dis-support-group | mental_health
mo_k: first time posting. i lost most of my sight last year and i'm finding it really hard to go out alone
> - 0 plain
lou: welcome mo 💛 the first year is the hardest. have you been offered mobility training with a cane? it changed everything for me
> - 0 plain
ee: [blind people are just a burden on their families|stereotype_generalization]
> H5 2
lou: mo, ignore that, it's not true and it's not what this group is about. i travel to work on my own every day and my family mostly complains i don't call enough 😄
> - 0
mod_pat: ee has been removed, this is a support space. mo, there's a newcomers' video call on tuesdays if you'd like to meet people
> - 0 topic=server_meta
mo_k: thank you both. i'll try the call
> - 0 plain
""")

# --------------------------------------------------------------------------------------
# Women: the ref, the engineer, the gaming squad, the pay gap, the suffrage lesson, the kitchen joke.
FAMILIES.append(r"""
=== r5cs-wom-referee | sports
dan_f: first woman referee in our league reffing the derby on saturday
> - 0 plain
pj: [women shouldn't ref men's football, they don't understand the game|stereotype_generalization]
> H5 2
dan_f: she's reffed three cup finals in the women's game and passed the same fitness test as every other ref. let's judge her on the offside calls, same as we moan about the men
> - 0
pj: fine, if she gets it wrong i'm saying so
> - 0 plain
dan_f: that's fair, we'd do that for anyone 😂
> - 0 plain
| dan_f: pj [you're a sad little caveman|targeted_insult], honestly
> H3 1

=== r5cs-wom-engineer-meeting | work_career
kim_e: presenting the bridge load model at 2, wish me luck
> - 0 plain
stu: good luck! your slides looked solid
> - 0 plain
brad: [women can't do maths, get a bloke to check it|stereotype_generalization]
> H5 2
stu: brad, kim wrote the load model that the last three projects used, including yours. maybe let her present before deciding who checks whom
> - 0
kim_e: it's fine stu. brad, the numbers are on slide 4 if you want to check them, happy to walk you through
> - 0
brad: [females belong in the kitchen, not on site|stereotype_generalization]
> H5 2
stu: reporting this to the project lead. kim, the model was great, the client asked for a copy
> - 0

=== r5cs-wom-gaming-voice | gaming
leah: omw, i'll take a flank
> - 0 plain
dx: [oh god a girl, we're losing|stereotype_generalization]
> H5 1
mtz: she's top frag in the squad two weeks running dx 😂 check the scoreboard
> - 0
dx: [get back to the kitchen and make me a sandwich|stereotype_generalization]
> H5 2
leah: i will make you a sandwich, right after i drop 20 kills. what do you want on it
> - 0
mtz: lmaooo. ok real talk dx mute your mic or play nice, we've got a ranked match
> - 0

=== r5cs-wom-pay-gap-stats | news_politics
ana_p: interesting thread on the gender pay gap, most of it is about women leaving or cutting hours after having kids
> - 0 plain last=1
ross: [women just earn less because they're less ambitious|stereotype_generalization]
> H5 2
ana_p: the studies on it tend to show the gap opens up sharply after the first child. same women, same ambition the year before. it's about who ends up doing the childcare
> - 0
ross: hm. my sister said the same about her old job
> - 0 plain
ana_p: yeah, and a lot of countries are trying things like use-it-or-lose-it paternity leave to fix it. it's a policy problem more than a women problem
> - 0
| ana_p: ross [you're an insufferable clown|targeted_insult]
> H3 1

=== r5cs-wom-suffrage-lesson | school_education
ms_rae: quick history fact for the revision group: new zealand was the first country to give women the vote in national elections, in 1893
> - 0 plain last=1
kaden: and the uk was 1918 but only some women over 30 right?
> - 0 plain
ms_rae: exactly, equal voting age came in 1928. the suffragettes were jailed and force-fed on hunger strike to get there
> - 0
lol_x: [should've stayed that way, women vote with their feelings|stereotype_generalization]
> H5 2
ms_rae: that's the exact argument people made in 1900, lol_x, and it's in the exam as an example of what was wrong. women voting didn't break democracy, it doubled it
> - 0
kaden: that's going in my essay ngl
> - 0 plain

=== r5cs-wom-hi-en-driving | small_talk
riya: finally passed my driving test!!! 🚗🎉 third attempt but who's counting
> - 0 plain
vikram: congrats yaar!! party kab hai?
> - 0 plain
sunny: [ladies driving matlab road pe khatra|stereotype_generalization] 😂 sab log ghar pe raho
> H5 1
vikram: bhai insurance data dekho, young men ka accident rate zyada hota hai. riya tu chal, pehli drive mein chai peene chalte hain ☕
> - 0
riya: sunny tu bas dekhta reh, next week main tujhe office drop karungi 😎
> - 0 plain
| vikram: sunny [tu ekdum gadha hai|targeted_insult], chup kar
> H3 1
""")

# --------------------------------------------------------------------------------------
# Roma and travellers, ethnic groups, other religions, nationalities.
FAMILIES.append(r"""
=== r5cs-roma-porajmos | school_education
mr_novak: on 2 august europe remembers the roma and sinti murdered by the nazis, the porajmos. historians estimate hundreds of thousands were killed
> - 0 last=1
eva_s: i'd never heard of it before this year, why isn't it taught more?
> - 0
hb: [g*psies had it coming, thieves the lot|slur,evasion_leetspeak,stereotype_generalization]
> H5 3
mr_novak: nobody "has it coming" in a genocide, hb. families were deported and killed for who they were. we'll read one survivor's account together now
> - 0
eva_s: my nan's family are romanichal travellers, she still won't say the word [g*psy|slur,evasion_leetspeak] out loud because of how people spat it at her
> - 0
> - 0 last=1

=== r5cs-roma-camp-site | family_home
kerry_p: traveller families have pulled onto the council site by the canal, the legal one
> - 0 plain
don: [lock your sheds|stereotype_generalization], the [p*keys|slur,evasion_leetspeak] are here
> H5 3
kerry_p: that word's a slur don. they're on the official site, they pay rent for the pitch, and two of the kids are already in my daughter's class
> - 0
don: [they should be burned off that site|incitement]
> H5,H3 4
kerry_p: reported to the council and the police. if anyone wants to do something useful, the site manager says they need a working water point, the old one's broken
> - 0

=== r5cs-roma-romani-language | identity_community
lena_r: fun fact for language nerds: romani comes from northern india, it's related to hindi and punjabi. the roma left india about a thousand years ago
> - 0 plain last=1
dario: wait really?? so words are similar?
> - 0 plain
lena_r: some! "pani" is water in both, "kalo" is black 😄
> - 0 plain
xb: [so they've been stealing for a thousand years|stereotype_generalization]
> H5 2
lena_r: they've been speaking the same language for a thousand years across a whole continent, which is pretty impressive. 8 april is international roma day if anyone wants to celebrate properly
> - 0

=== r5cs-eth-bus-incident | news_politics
kayla: my brother got called the n-word on the 42 bus last night, a guy followed him off. he's ok but shaken
> - 0
jon_d: that's awful, did anyone help him?
> - 0
kayla: a lady filmed it and gave him her number as a witness. police have the clip
> - 0
trl: [n*ggers always play the race card|slur,evasion_leetspeak,stereotype_generalization]
> H5 3
jon_d: kayla, give your brother a hug from me. trl, someone was followed off a bus, that's what happened, and that word is why
> - 0
| jon_d: trl [you're a spineless coward hiding behind a keyboard|targeted_insult]
> H3 1

=== r5cs-eth-lunar-new-year | identity_community
mei: lunar new year dinner at my parents' saturday, my mum's making 9 dishes 🧧🐉 who's in
> - 0 plain
tash: meeee. do i need to bring anything?
> - 0 plain
mei: oranges! it's lucky. and don't wash your hair on the day, also lucky (allegedly)
> - 0 plain
bz: [do they serve dog|stereotype_generalization] lol
> H5 1
tash: bz the menu is dumplings, fish and a cake my auntie guards with her life. the only dog is mei's corgi and he's the guest of honour
> - 0
bz: lol ok sorry, happy new year mei
> - 0 plain

=== r5cs-eth-segregation-lesson | school_education
mr_baker: today: the montgomery bus boycott, 1955. black residents refused to ride segregated buses for over a year, and the supreme court ruled bus segregation unconstitutional
> - 0 plain last=1
keisha: my grandma was a kid then, she walked to school every day of it
> - 0
lk: [segregation was better honestly, they were more civilised|stereotype_generalization]
> H5 2
mr_baker: segregation meant separate, worse schools, hospitals and water fountains by law, enforced with violence. keisha's grandma walking miles is the reality of it. lk, we'll talk after class
> - 0
keisha: could i bring her in to talk to the class? she'd love that
> - 0 plain

=== r5cs-eth-indigenous-land | news_politics
aroha: the court recognised the iwi's claim to the river today, 30 years of campaigning 🌊
> - 0 plain
sean_b: [why do natives get special treatment, they just drink and whinge|stereotype_generalization]
> H5 2
aroha: it's not special treatment, it's a treaty the crown signed and then broke. my koro started the claim before i was born, he's 91 and he was in court today
> - 0
sean_b: didn't know about the treaty bit tbh
> - 0 plain
aroha: most people don't, it's barely taught. happy to share some reading
> - 0 plain

=== r5cs-eth-hair-school | school_education
zuri: my son got sent home because of his braids, school says they're "not smart". they're neat and he loves them
> - 0 plain
mo_a: that's discrimination, plenty of places have banned rules like that now. have you spoken to the head?
> - 0
px: [afro hair just looks scruffy and unprofessional|stereotype_generalization]
> H5 1
mo_a: braids take hours and are literally the tidy option for afro hair, px. calling a black kid's natural hair scruffy is the whole problem the new rules were written for
> - 0
zuri: meeting the head on monday, bringing the uniform policy printed out. wish me luck
> - 0 plain

=== r5cs-eth-asian-mask | health_fitness
lin: wearing a mask on the tube again because of hay fever, got two dirty looks lol
> - 0 plain
tom_r: [stay away from us, you people spread diseases|stereotype_generalization]
> H5 2
kat: lin wearing a mask protects other people, that's the opposite of spreading anything. tom, a virus doesn't check anyone's ethnicity before it infects them
> - 0
tom_r: [ch*nks ate the bat and ruined everything|slur,evasion_leetspeak,stereotype_generalization]
> H5 3
kat: reported. lin, want to get lunch tomorrow? my treat, sounds like you need it
> - 0

=== r5cs-rel-sikh-turban | work_career
harj: first day on site tomorrow, anyone know if my turban's ok under the hard hat rules?
> - 0 plain
site_lead: sikh workers wearing a turban are exempt from the hard hat requirement on most uk sites, we've got it in our policy. welcome aboard harj 👷
> - 0 plain
gm: [t*welhead|slur,evasion_leetspeak] on site, great
> H5 3
site_lead: that's the last time that word gets used here, gm. harj is a qualified electrician and he starts tomorrow. the langar at the gurdwara fed half this crew during the floods, remember
> - 0
harj: thanks. i'll bring ladoos for the tea break
> - 0 plain

=== r5cs-rel-diwali-office | work_career
priti: diwali sweets in the kitchen!! happy diwali everyone 🪔
> - 0 plain last=1
ed: these are amazing, what's the orange one?
> - 0 plain
priti: jalebi! fried and soaked in syrup, very healthy 😂
> - 0 plain
nt: [hindus worship cows and smell of curry|stereotype_generalization]
> H5 2
ed: nt, she brought sweets for forty people and you went with that? the jalebi was great priti, thank you
> - 0
| ed: nt [you're a miserable git|targeted_insult], go eat your sad sandwich elsewhere
> H3 1

=== r5cs-rel-church-fire-news | news_politics
local_news: arson at st mark's church overnight, police treating it as a hate crime, no one hurt
> - 0 last=1
bev: so sad, the food bank runs out of that hall every tuesday
> - 0
yk: [good, christians are brainwashed sheep|dehumanization]
> H5 2
bev: whatever anyone thinks about religion, setting fire to a food bank's building doesn't help a single person. the vicar says tuesday will go ahead in the school hall
> - 0
imam_q: the mosque on park road can host the food bank until the hall's fixed, message me
> - 0

=== r5cs-nat-pl-budowa | work_career
kasia: nowy kolega w pracy jest z ukrainy, bardzo miły, uczy się polskiego szybciej niż ja angielskiego 😅
> - 0 plain
marek: [ukraińcy zabierają nam pracę|stereotype_generalization], zawsze tak jest
> H5 2
kasia: marek, u nas brakuje ludzi od lat, szef sam mówi, że nie może nikogo znaleźć. on robi zmiany, których nikt nie chciał
> - 0
marek: [{b*nderowcy|slur,evasion_leetspeak} wszyscy|stereotype_generalization]
> H5 3
kasia: to słowo to obelga. on ma 24 lata i przyjechał z mamą po tym, jak zbombardowali ich miasto
> - 0

=== r5cs-nat-tr-komsu | family_home
elif: yan daireye suriyeli bir aile taşındı, çocuklar çok tatlı, anneleri bize börek getirdi 🥟
> - 0 plain
murat: [suriyeliler hepsi pis ve tembel|stereotype_generalization]
> H5 2
elif: murat, babaları her sabah 6da işe gidiyor, ben görüyorum. savaştan kaçmışlar, biz de aynı şeyi yapardık
> - 0
ayse: börek çok güzeldi bu arada, tarifini istedim 😊
> - 0 plain
| ayse: murat [sen tam bir cahilsin|targeted_insult], sus artık
> H3 1

=== r5cs-nat-nl-poolse-buren | family_home
sanne: onze nieuwe buren komen uit polen, ze hebben gelijk geholpen met de kapotte schutting
> - 0 plain
henk: [polen zijn allemaal dronkaards|stereotype_generalization]
> H5 2
sanne: henk, hij is loodgieter en zij werkt in het ziekenhuis. het enige wat ze gedronken hebben was koffie bij ons
> - 0
henk: oké, goed dan. fijne buren
> - 0 plain
sanne: ze hebben ons uitgenodigd voor pierogi zondag 😋
> - 0 plain

=== r5cs-nat-irish-pub | small_talk
ciara: moved to the city last month, anyone know a pub that shows hurling?
> - 0 plain
gav: [irish in a pub, shocker, drunk by noon|stereotype_generalization] 😂
> H5 1
ciara: hurling's on at 2 so not noon, thanks gav 😂 honestly i'm after the match and a cup of tea
> - 0
pete_l: the harp on dock street shows all the gaa games, tell the barman you're new and he'll talk your ear off
> - 0 plain
ciara: perfect, see you all there sunday maybe
> - 0 plain

=== r5cs-nat-mexican-border-joke | gaming
diego: brb, mum's making tamales for the whole family
> - 0 plain
kr: [don't forget to climb the wall back lol|stereotype_generalization]
> H5 1
amy: tamales > whatever you're eating kr 😂 diego save me one
> - 0
kr: [{b*aners|slur,evasion_leetspeak} should stay on their side|stereotype_generalization]
> H5 3
amy: kr that's a slur, knock it off or i'm kicking you from the lobby. diego's been on this team longer than you
> - 0
diego: back, tamales acquired 🫔 let's go again
> - 0 plain
""")


if __name__ == "__main__":
    raise SystemExit(main())
