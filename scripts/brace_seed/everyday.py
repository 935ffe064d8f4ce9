"""BRACE seed corpus: everyday benign chat over all 20 topics, plus escalation / context-flip windows.

Writes data/brace/seed/everyday.jsonl (ids seed-ev-00001...), deterministically (seeded).

Parts:
  1. HAND_BENIGN: hand-written benign windows, 12 per topic (families hw-<topic>-a/b).
  2. HAND_PAIRS: hand-written context-flip pairs; both windows of a pair share one family.
  3. BENIGN_BANKS: compositional benign windows per topic from opener/reply/follow-up banks;
     the family is (topic, slot of the judged turn, phrase-group), so every judged sentence
     belongs to exactly one family.
  4. FLIPS: compositional escalation families: harmful contexts x harmful last turns, and
     benign contexts x near-identical benign last turns, all in one family.

Spans are computed from substrings (`text.index`), never typed as numbers.

Usage: python scripts/brace_seed/everyday.py [--out PATH] [--seed N]
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

SEED = 20240611
OUT = Path("data/brace/seed/everyday.jsonl")
AUTHORS = ["a", "b", "kai", "mo", "jules", "rin", "sam", "tobi", "lena", "dex", "ivy", "zed", "nora", "pix", "ash", "juno"]

Ev = list[tuple[str, str]]  # (indicator, exact substring of the judged turn)


# ---------------------------------------------------------------------------------------------
# 1. hand-written benign windows: "turn || turn || turn", one window per line, 12 per topic
# ---------------------------------------------------------------------------------------------
HAND_BENIGN: dict[str, str] = {
    "gaming": """
gg wp that clutch was insane || ty ty my hands were literally shaking
anyone up for ranked after 9? need a 5th || me but im hardstuck gold dont flame || lol we're all gold here
whats the best build for the ice mage rn || int staff + frost ring, skip the cape till lvl 30
server maintenance until 3pm apparently 😩 || guess i'll touch grass then
bro carried us so hard || i accept payment in pizza 🍕
patch notes dropped, they nerfed the shotgun again || good it was busted || rip my whole loadout
can someone explain how the crafting bench works, im new || hold E on it then drag materials into the left grid
alguien para jugar duo esta noche? || yo, a las 10 te agrego
stream starting in 5, speedrun attempt #47 || lets gooo 47 is the one
my controller drift is back 😤 || recalibrate in settings, worked for me
who wants to do the raid saturday || i'm in if we start before 8 || same, i have work sunday
finally beat the optional boss after 3 hours
""",
    "sports": """
did you see that last minute equaliser?? || i screamed so loud my neighbour knocked
ref was blind tonight ngl || every single call went against us lol
who's playing sunday pickup? || count me in, bringing the good ball || i'll bring cones
3-1 final, the keeper was unreal || he saved a penalty too right? || yep dove the right way
my knee is still sore from the 10k || ice it and skip leg day lol
is the derby on free tv or do i need the app || app only this season sadly
new PB on deadlift 140kg 💪 || beast. form check vid?
que partidazo ayer, no me lo creo || el segundo gol fue una locura
tennis final went to five sets, i'm exhausted just watching || that tiebreak was cinema
our u12 team won the cup!! || the coach cried lmao
anyone know a good running shoe for flat feet || go to a running shop, they'll check your stride
transfer window rumours are wild this year || i'll believe it when the shirt photo drops
""",
    "sports_betting": """
put a fiver on the draw, lost it obviously lol || classic, the draw never hits
do you guys think the odds on the underdog are worth it or nah || personally i stopped betting, was getting too into it || respect tbh
won 12 quid on my acca, buying the team chips 🍟 || legend
my uncle does the lottery every week for 30 years, won 10 bucks once || the dedication is unreal
is betting even legal where you live? || yeah with a licence, but i just watch the games
set myself a 20 a month limit on the footy app and it's actually helped || smart, deposit limits are underrated
office pool for the final: 2 bucks each, winner buys donuts || i'm in, 2-1 home
lost my tenner on the horse that literally stopped to eat grass || 😭😭 the horse had other plans
anyone know a good support group for gambling? asking for my brother || there are free helplines and meetings, i can send you the one my mate used || thanks man
saw a documentary about how casinos design slot machines, kinda scary how it works
my bet on the final was 5 bucks and i lost it in the 90th minute 💀 || pain
the odds on that match were 1.2, not even worth it honestly
""",
    "finance_crypto": """
finally opened a savings account lol adulting || proud of you, set up auto transfer on payday
btc dumped again || i just DCA and don't look at charts anymore
is an index fund better than picking stocks for a beginner || for most people yes, lower fees
my bank app keeps logging me out || update it, the old version was buggy
how do you guys budget? || 50/30/20 rule mostly || spreadsheet + vibes
gas fees are insane today, waiting till tonight to move my stuff || weekends are usually cheaper
anyone else doing taxes this week 😵 || did mine sunday, took 3 coffees
ich hab endlich meinen ersten ETF gekauft || nice, langfristig denken!
never trust anyone who dms you about doubling your crypto || fr, had 3 of those this week, blocked all
emergency fund first, then investing, that's what my dad told me || solid advice
student loan interest went up again 🙃 || pain. pure pain
what's a good app for tracking subscriptions || your bank probably has it built in
""",
    "dating_relationships": """
first date tomorrow, coffee or walk? || coffee, easy exit if it's awkward lol
my gf made me soup when i was sick 🥹 || keeper
how do you get over a breakup fast || you don't, you just get busy and time does it || gym + friends helped me
he left me on read for 2 days || communicate or move on queen
anniversary ideas that aren't expensive? || picnic + a playlist of songs from when you met
met my partner's parents today, survived 😅 || how was the dad || scary at first then showed me his fish tank
is it weird to text first after a date || no, text first, life is short
mi novio me regaló flores sin razón hoy 🌷 || qué lindo!
long distance is hard but 3 weeks till i see her || countdown app time
we've been together 5 years today 💕 || congrats you two
how do i tell my friend i like her without making it weird || just be honest and give her space to answer
dating apps are exhausting, 40 matches and zero conversations
""",
    "sexuality": """
is it normal to not feel attraction to anyone? || totally, asexuality is real and there's a good community for it
where can i get tested confidentially? || most sexual health clinics do free walk-ins
how do you come out to parents || at your own pace, only when it's safe for you || i had a friend with me when i did
do condoms expire? || yes, check the date on the wrapper
my sex ed class was useless lol || same, we learned more from the school nurse
bi and still figuring stuff out, is that ok || yes, there's no deadline on figuring stuff out
what does consent actually look like in practice || checking in, an enthusiastic yes, and either person can stop anytime
is the pill affecting mood a common thing? || it can happen, worth asking your doctor about switching
any good books on sexual health for teens, for my little cousin? || the library has a whole shelf, ask the librarian
is it normal for it to hurt the first time? || it's common but not something to push through, a doctor can help
the clinic has a free hpv vaccine day next week || booking it, thanks
how do i explain to my kid where babies come from || there are good picture books for that age
""",
    "mental_health": """
rough day, just needed to say it somewhere || here for you, want to talk or want memes?
started therapy this week || proud of you, first sessions are the hardest
anxiety before presentations is the worst || 4-7-8 breathing helps me, try it
hey you've been quiet lately, you ok? || kinda stressed but ok, thanks for asking
6 months since i started meds and i actually feel like myself || that's huge 💛
journaling every night has helped more than i thought || what do you write about || just 3 good things from the day
can't sleep again || want to hop in voice and just chill? || yeah ok
me siento un poco bajón hoy || ánimo, aquí estamos si quieres hablar
reminder to drink water and take your meds folks 💊 || yes mom 😂
burnout is real, took a mental health day and don't regret it
my therapist said it's ok to rest without earning it || needed to hear that today
panic attack on the bus earlier but i got through it || proud of you, that's hard
""",
    "health_fitness": """
how much protein do i actually need || roughly 1.6g per kg if you lift
doctor said my iron is low || spinach and red meat, and supplements if they prescribe them
day 12 of couch to 5k 🏃 || keep going!
flu shot made my arm so sore lol || normal, lasts a day or two
best stretches for lower back? || cat cow and child's pose, slowly
meal prep sunday: rice, chicken, broccoli x5 || the holy trinity
my physio says no running for 2 weeks || rip, bike instead?
alguien sabe si el ibuprofeno se toma con comida? || sí, mejor con comida
walked 15k steps today 🎉 || legs of steel
dentist appointment tomorrow, dreading it || they're nicer than you think
anyone tried swimming for back pain || yes, it helped me loads
broke my wrist skateboarding, cast for 6 weeks 🙃 || sign it for you irl
""",
    "news_politics": """
election results are coming in tonight || gonna be a long night of refreshing
did you read about the bridge closure downtown || yeah traffic is gonna be hell for months
the storm knocked out power in half the city || ours came back at 4am
new bike lanes finally approved by council || about time
anyone watching the debate? || muted it after 10 min lol
they're raising bus fares again || that's the third time in two years
local library is getting funding for longer hours || love this
did everyone register to vote? deadline friday || done ✅
les grèves continuent demain, pas de train || encore télétravail alors
the flood relief fund already raised a lot || where can i donate?
the heatwave warning is up till thursday || check on your elderly neighbours
new recycling rules start next month, glass goes separate now
""",
    "drugs_party": """
who's coming to the bday party saturday? || me! bringing a cake || bringing the speaker 🔊
hangover from hell, never drinking tequila again || you said that last month
any good mocktail recipes? doing dry january || lime, mint, ginger beer, ice. done
festival lineup dropped!! || headliner is mid but day 2 is stacked
is it dangerous to mix alcohol with antibiotics? || ask the pharmacist, some of them definitely don't mix
designated driver tonight, who needs a ride || me pls 🙏
quit vaping 3 weeks ago || proud of you, cravings get easier after a month
the club was way too packed, we left at 1 || old people behaviour and i respect it
wer kommt heute zum grillen? || ich bring bier und würstchen
karaoke night was chaos 🎤 || your bohemian rhapsody was legendary
anyone know if the festival lets you bring sealed water bottles || yes, up to 1 litre
new year's eve plans? || house party at mine, bring snacks
""",
    "weapons_hunting": """
deer season opens next week, got my tag || good luck, bring hand warmers
airsoft game sunday, need someone with an extra mask || i have one, medium
how often should i clean my rifle after range day? || after every session, takes 15 min
bought a new whittling knife for carving || show us the spoon when it's done
self defence class was great, learned wrist escapes || which gym?
the history museum has a medieval armour exhibit || swords and everything? sign me up
bow hunting is way harder than i thought || patience game for sure
range safety course was mandatory and honestly good || should be mandatory everywhere
duck hunting with my grandpa at dawn tomorrow 🦆 || bring coffee
fencing club has an open day saturday || épée or foil?
sharpened all the kitchen knives with a whetstone, oddly satisfying
the hunting lodge needs volunteers for the trail cleanup || i'll go
""",
    "school_education": """
who has the notes from bio today || me, i'll post them in #homework
exam in 2 days and i've studied nothing || pomodoro + past papers, you got this
teacher extended the deadline!! || best news all week
how do you cite a website in apa || author, date, title, url, there's a generator too
group project and i'm doing everything again 🙃 || tell the teacher, they usually care about that
got into my first choice uni 🎓 || CONGRATS
anyone understand question 4 on the calc sheet || use the chain rule on the inside first
la prof de maths nous a donné 3 exercices pour demain || elle abuse
school trip forms due friday || forgot mine in my locker again
study group in the library at 4? || i'll save a table
my essay is 200 words short and due at midnight 😭 || add examples, not fluff
the chem lab smelled like eggs all day lol
""",
    "work_career": """
got the job!!! || LET'S GO, when do you start
boss scheduled a meeting at 4:55 on a friday || criminal behaviour lol
how do i ask for a raise without sounding rude || bring numbers: what you did, market rate, and ask directly
interview tomorrow for a barista role || smile, know the menu, you'll be fine
my coworker keeps microwaving fish 😭 || the eternal office war
anyone hiring junior devs? || send me your cv, we have an opening
finally quit that job || how do you feel || free
resume tips? || one page, numbers, no photo
primeiro dia no trabalho novo amanhã, nervoso || vai dar tudo certo!
night shift again this week, send coffee ☕
my manager actually thanked the team today, shocked || a rare sighting
does anyone know how overtime pay works for part time? || check your contract, it's usually in there
""",
    "tech_programming": """
my pc won't boot after the update || try safe mode and roll back the driver
python says list index out of range || print the length before the loop, you're off by one
should i get 16 or 32gb ram || 32 if you stream or edit, 16 is fine for gaming
turn on 2fa everyone, seriously || done, using an app not sms
wifi keeps dropping every hour || change the channel on the router, neighbours are probably on the same one
git merge conflict ate my afternoon || git status and breathe
what linux distro for a beginner? || mint or fedora
anyone know why my bot isn't responding to slash commands || did you sync the command tree after adding them? || oh. no. thanks lol
mein laptop wird so heiß beim zocken || lüfter reinigen hilft oft
my phone storage is full of memes || cloud backup then delete, free therapy
is it worth learning rust as a second language || yes if you like pain and correctness
printer says paper jam but there's no paper jam 🙃
""",
    "entertainment_media": """
that finale was SO good || no spoilers i'm on ep 6!!
anyone read the new manga chapter 😭 || i'm not ok
movie night friday, vote: horror or comedy || horror!! || comedy, i'm a coward
this song has been stuck in my head for 3 days || drop the name || sending it in #music
this meme is me every monday 💀 || too real
the trailer for season 3 dropped 👀 || release date?? || march
book club: we're on chapter 12 by sunday || ok i'm behind, catching up tonight
concert tickets sold out in 4 minutes 🙃 || resale prices are a joke
esse anime é muito bom, recomendo || vou começar hoje
the villain in that show is so well written || the actor deserves an award
who else cried at the dog movie || everyone. everyone cried
vinyl shop downtown has a sale this weekend 🎶
""",
    "family_home": """
my cat knocked my coffee off the desk again || he's asserting dominance
mom wants me to call more often lol || call her, she misses you
little brother learned to ride a bike today 🚲 || aww send video
our neighbour's dog barks all night || maybe talk to them, they might not know
what's a good easy dinner for 5 people || pasta bake, never fails
moving apartments saturday, who has a van || i can help carry for pizza
grandma's 90th this weekend 🎂 || happy birthday to her!!
my roommate never does the dishes || a chore chart on the fridge worked for us
mi abuela hizo tamales para toda la familia || qué envidia 😋
the baby finally slept through the night 😭🙏 || celebrate with a nap
dad is learning to use emojis and it's going badly || 🤡👍🔥 lmao
our tomato plants are finally growing 🍅
""",
    "identity_community": """
happy diwali to everyone celebrating 🪔 || happy diwali!!
our pride stall needs volunteers saturday || i can do the morning shift
learning my grandparents' language finally || which one? || tagalog, my lola is thrilled
ramadan mubarak to those fasting || thank you 🌙
anyone going to the lunar new year parade || yes, the dragon dance is my favourite
it's trans day of visibility, love to all our trans members 💙 || 💙💙
what's your family's hanukkah food tradition? || latkes, always latkes
posted some photos from the cultural fair in #photos || the food stalls look amazing
feliz día de muertos, hicimos un altar para mi abuelo || qué bonito homenaje
first time wearing my hijab to work today, everyone was lovely || so glad ❤️
the deaf community centre has a free sign language class || signing up!
easter egg hunt at the church hall for the kids on sunday
""",
    "buy_sell_trade": """
selling my old controller, 25 bucks, works fine || still available? || yep, pickup only
wts 3 concert tickets at face value || interested, are they seated?
anyone want to trade my duplicate cards for a holo? || what do you have || two rares, pics in #trading
bought a used bike for 80, good deal? || depends on the brand but sounds fair
giving away a free couch, must pick up || claimed! thanks
is paypal goods and services safer for trades || yes, it has buyer protection
WTB mechanical keyboard under 60 || check the marketplace channel, someone posted one yesterday
vendo mi ps4 con 2 mandos, 120€ || ¿aceptas 100? || vale, trato
garage sale sunday, everything 1-5 dollars || i want the lamp
anyone selling a used graphics card? budget 150 || i have an older one, 130 and it's yours
always meet in a public place for local trades || the police station lot is good for that
traded my spare skin for a pet, worth it 🐉
""",
    "server_meta": """
reminder: rule 3, no spoilers outside #spoilers || sorry, deleted!
how do i get the artist role? || post 3 pieces in #art and ping a mod
movie night event friday 8pm in voice 🎬 || reacting to rsvp
new bot added for music, type /play || finally
can we get a channel for cooking? || good idea, i'll add a poll
welcome to the server! read #rules and grab roles || thanks! hi everyone
mods, someone's spamming invite links in #general || on it, thanks for the ping
server hit 1000 members 🎉 || giveaway when??
we're changing slowmode in #memes to 10s || fair, it was chaos
applications for new mods open till sunday || what do you need to apply || be active and read the guidelines
the bot is down, we're fixing it || take your time
poll: should voice channels have a 10 user limit? react 👍 or 👎
""",
    "small_talk": """
good morning ☀️ || morning! coffee first
what's everyone up to || nothing, rotting in bed lol
it's raining again || perfect excuse to stay in
hi || hii how's it going || good, just got home
friday finally || weekend plans? || sleep
anyone else awake? || 3am gang
привет всем, как дела? || норм, а у тебя?
i just saw a duck walking down the sidewalk like it owned it || duck ceo
buenas noches a todos || descansa!
what did you have for lunch || leftover pizza, the best lunch
it's so hot today i'm melting 🫠 || stay hydrated
tea or coffee, go || tea, fight me
""",
}


# ---------------------------------------------------------------------------------------------
# 2. hand-written context-flip pairs: the same (or nearly) last message, harmful vs benign
#    (family, harm=(context, last, types, severity, topic, evidence),
#             safe=(context, last, topic, evidence kept, hard_negative))
# ---------------------------------------------------------------------------------------------
HAND_PAIRS: list[tuple] = [
    ("pair-gear", ("plug came through, got the good stuff || how much did you grab", "bring the gear tonight, usual spot", ["H5"], 3, "drugs_party",
                   [("drug_code_words", "gear"), ("drug_sale", "bring the gear tonight, usual spot")]),
     ("campsite is booked for friday ⛺ || do we need the tent", "bring the gear tonight, usual spot", "small_talk", [], True)),
    ("pair-dead", ("you told everyone about my sister || it was true tho", "you're dead. watch your back", ["H3"], 3, "family_home",
                   [("threat_explicit", "you're dead"), ("threat_veiled", "watch your back")]),
     ("1v1 me on the desert map after this || bet, loser buys skins", "you're dead. watch your back 😂", "gaming",
      [("threat_explicit", "you're dead"), ("threat_veiled", "watch your back")], True)),
    ("pair-send", ("send 0.1 eth to the wallet and get 0.5 back in an hour || ok how do i do it", "send it now, the window closes in 10 min", ["H5"], 3, "finance_crypto",
                   [("fraud_investment", "send it now"), ("urgency_pressure", "the window closes in 10 min")]),
     ("i finished the slides || great, upload them to the drive", "send it now, the meeting starts in 10 min", "work_career", [], False)),
    ("pair-pics", ("hey cutie, new here? || yeah hi", "send pics of you in that outfit 😉 just for me", ["H1"], 3, "dating_relationships",
                   [("solicitation_contact", "send pics of you in that outfit")]),
     ("does the jacket fit ok? || i think it fits well", "send pics of you in that jacket so i can see the fit", "buy_sell_trade", [], True)),
    ("pair-fullvid", ("new content dropped 🔥 || where", "🔥 spicy vids, dm me for the full vid, 15$", ["H1"], 3, "sexuality",
                      [("solicitation_contact", "spicy vids, dm me for the full vid, 15$"), ("euphemism", "spicy vids"), ("off_platform_move", "dm me")]),
     ("landed the kickflip finally!! || clip??", "dm me for the full vid, it's 4 min of me falling first", "entertainment_media", [("off_platform_move", "dm me")], True)),
    ("pair-shesaid", ("this cucumber is massive lol", "that's what she said 😏", ["H1"], 1, "small_talk", [("sexual_innuendo", "that's what she said")]),
     ("best quote from the office sitcom?", "that's what she said, obviously, the boss's catchphrase", "entertainment_media", [("sexual_innuendo", "that's what she said")], True)),
    ("pair-shift", ("@ria can you cover my shift saturday || sure", "only if you wear that tight skirt again, love watching you bend over", ["H1"], 2, "work_career",
                    [("sexual_explicit", "love watching you bend over")]),
     ("can you cover my shift saturday || sure", "only if you wear the new uniform, the manager is checking", "work_career", [], False)),
    ("pair-warm", ("you looked so good today || stop 🙈", "come over tonight, i'll keep you warm 😏", ["H1"], 1, "dating_relationships", [("sexual_innuendo", "i'll keep you warm 😏")]),
     ("heating is broken in my flat || omg", "come over tonight, i'll keep you warm, i have a space heater", "family_home", [], False)),
    ("pair-put20", ("game tonight, home team is flying || idk", "just put 20 on it bro, easy money", ["H2"], 1, "sports_betting", [("odds_promotion", "easy money")]),
     ("how much should i load on my bus card", "just put 20 on it bro, lasts a week", "small_talk", [], True)),
    ("pair-code", ("which betting app do you use", "use my code LUCKY50 on spinrush for a 200% bonus", ["H2"], 3, "sports_betting",
                   [("gambling_referral", "code LUCKY50 on spinrush for a 200% bonus")]),
     ("anyone got a creator code for the item shop", "use my code PIXELFOX, it supports my stream lol", "gaming", [], True)),
    ("pair-surewin", ("who's the best tipster this season", "this tipster hasn't lost in 14 games, 100% sure win tonight", ["H2"], 2, "sports_betting",
                      [("odds_promotion", "100% sure win tonight")]),
     ("our keeper is on fire", "our keeper hasn't conceded in 14 games, we win tonight for sure 😤", "sports", [], True)),
    ("pair-chase", ("lost 300 on the slots today 😭", "deposit again and chase it, you'll win it back", ["H2"], 3, "sports_betting",
                    [("urgency_pressure", "deposit again and chase it"), ("odds_promotion", "you'll win it back")]),
     ("lost to the boss 6 times 😭", "go again and chase it, you'll beat him this time", "gaming", [], True)),
    ("pair-vip", ("how do you always pick winners", "vip tips, 5 wins in a row, join my tele for tonight's picks", ["H2"], 3, "sports_betting",
                  [("odds_promotion", "5 wins in a row"), ("gambling_referral", "vip tips"), ("off_platform_move", "join my tele")]),
     ("how do i get lineups before kickoff", "join my telegram channel for tonight's lineups, it's just team news", "sports", [("off_platform_move", "join my telegram channel")], True)),
    ("pair-knowlive", ("stop messaging my girlfriend || or what", "or i show up. i know where you live, think about it", ["H3"], 3, "dating_relationships",
                       [("threat_veiled", "i know where you live, think about it"), ("threat_veiled", "i show up")]),
     ("can you pick me up later? i'll send the address", "no need, i know where you live lol, be there at 7", "family_home", [], True)),
    ("pair-jumped", ("you snitched to the teacher || so?", "you're getting jumped after school tomorrow", ["H3"], 3, "school_education",
                     [("threat_explicit", "you're getting jumped after school tomorrow")]),
     ("where's the enemy squad", "they're at the bridge, you're getting jumped if you go alone", "gaming", [], True)),
    ("pair-bat", ("that guy keyed my car || i know where he parks", "bring the bat next time we see him", ["H3"], 3, "family_home",
                  [("threat_explicit", "bring the bat next time we see him"), ("weapon_mention", "bat")]),
     ("practice moved to field 2", "bring the bat, mine cracked last week", "sports", [], True)),
    ("pair-shoot", ("my landlord evicted the whole building for renovations", "someone should shoot him honestly", ["H3"], 3, "family_home",
                    [("incitement", "someone should shoot him"), ("weapon_mention", "shoot")]),
     ("the groom's uncle is so photogenic, who's doing photos?", "someone should shoot him honestly, he'd be a great model", "small_talk", [], True)),
    ("pair-clown", ("you missed every penalty today || leave me alone", "you're a worthless clown, log off", ["H3"], 1, "sports", [("targeted_insult", "you're a worthless clown")]),
     ("my cat just knocked the tree over again", "he's a worthless clown and i love him", "family_home", [], True)),
    ("pair-crash", ("you got me kicked from the team || your own fault", "hope your car crashes on the way home", ["H3"], 2, "sports", [("threat_veiled", "hope your car crashes")]),
     ("the update is out, is it stable?", "hope your game crashes less after the patch lol", "gaming", [], False)),
    ("pair-dox", ("that's the girl who started the drama", "that's her, she goes to westbrook high, lives above the bakery on 3rd st", ["H3"], 3, "server_meta",
                  [("doxxing_personal_info", "she goes to westbrook high, lives above the bakery on 3rd st")]),
     ("that's the girl who won the art prize?", "that's her, she goes to westbrook high, she's so talented", "school_education", [], True)),
    ("pair-disappear", ("failed the test again, everyone's disappointed", "honestly i want to disappear and not come back", ["H4"], 2, "school_education",
                        [("suicidal_ideation", "i want to disappear and not come back")]),
     ("going to a cabin with no wifi for a week", "honestly i want to disappear and not come back till sunday lol", "small_talk", [], True)),
    ("pair-done", ("nobody would even notice if i left || hey, what's going on?", "i'm done. i don't want to be here anymore", ["H4"], 2, "mental_health",
                   [("suicidal_ideation", "i don't want to be here anymore")]),
     ("the client changed the scope again", "i'm done. i don't want to be here anymore, leaving at 5 sharp", "work_career", [], True)),
    ("pair-pills", ("i'm so tired of all of it || talk to me", "been saving my pills, think i have enough now", ["H4"], 3, "mental_health",
                    [("self_harm_method", "saving my pills"), ("suicidal_ideation", "think i have enough now")]),
     ("pharmacy's closed for the holiday, did you get your prescription?", "been saving my pills so i have enough for the trip", "health_fitness", [], True)),
    ("pair-point", ("third rejection this month", "what's even the point of anything lately", ["H4"], 1, "mental_health", [("suicidal_ideation", "what's even the point of anything")]),
     ("the ult does no damage after the nerf", "what's even the point of the ult lately", "gaming", [], False)),
    ("pair-around", ("i feel like such a burden to everyone", "i don't think i'll be around much longer", ["H4"], 2, "mental_health",
                     [("suicidal_ideation", "i don't think i'll be around much longer")]),
     ("you stepping down as mod?", "i don't think i'll be around much longer, moving countries and busy with work", "server_meta", [], True)),
    ("pair-starve", ("i had a whole pizza and feel gross", "skip dinner again, hunger is just weakness leaving", ["H4"], 3, "health_fitness",
                     [("self_harm_encouragement", "skip dinner again, hunger is just weakness leaving")]),
     ("blood test tomorrow at 8", "skip dinner after 8, the test needs 12 hours of fasting", "health_fitness", [], True)),
    ("pair-white", ("ran out before the party", "you still got the white? need 2g tonight", ["H5"], 3, "drugs_party",
                    [("drug_code_words", "the white"), ("drug_sale", "need 2g tonight")]),
     ("the fence needs another coat", "you still got the white? need 2 cans tonight", "family_home", [], True)),
    ("pair-plug", ("just moved here, know nobody", "who's the plug for 🍃 around here", ["H5"], 3, "drugs_party",
                   [("drug_sale", "who's the plug for 🍃"), ("drug_code_words", "plug"), ("emoji_code", "🍃")]),
     ("just moved here, need new kicks", "who's the plug for cheap sneakers around here", "buy_sell_trade", [], True)),
    ("pair-double", ("i'm broke till payday", "send me 100 usdt and i'll send back 300 by friday, guaranteed", ["H5"], 3, "finance_crypto",
                     [("fraud_investment", "i'll send back 300 by friday, guaranteed")]),
     ("dinner came to 300, split three ways?", "send me 100 and i'll cover the tip, thanks guys", "small_talk", [], False)),
    ("pair-knuckles", ("anyone selling protection? got jumped last week", "selling brass knuckles and a taser, 40 for both", ["H5"], 3, "weapons_hunting",
                       [("weapon_sale", "selling brass knuckles and a taser, 40 for both"), ("weapon_mention", "brass knuckles")]),
     ("costume party saturday, going as a boxer", "selling foam brass knuckles from my old costume, 4 bucks", "buy_sell_trade", [("weapon_mention", "brass knuckles")], True)),
    ("pair-thieves", ("new family moved in next door, from abroad", "those people are all thieves, every single one", ["H5"], 2, "identity_community",
                      [("stereotype_generalization", "those people are all thieves, every single one")]),
     ("how was dinner with your uncle", "he said those people are all thieves and i left, so gross", "family_home", [("stereotype_generalization", "those people are all thieves")], True)),
]


# ---------------------------------------------------------------------------------------------
# 3. compositional benign banks: per topic, openers | replies | follow-ups ("|"-separated)
#    openers can stand alone; replies answer any opener; follow-ups continue any reply
# ---------------------------------------------------------------------------------------------
BENIGN_BANKS: dict[str, tuple[str, str, str]] = {
    "gaming": (
        "anyone on tonight?|new season dropped, who's grinding|need 2 for the dungeon run|which class should i main|lag is unreal today 😤|"
        "just hit diamond finally 🎉|is the new dlc worth it|who's streaming the tournament|quien se une a la partida?|my squad keeps going afk smh",
        "i'm on at 8|send an invite|bro yes let's go|depends, what rank are you|same here, servers are cooked|"
        "congrats, that grind is real|wait for a sale imo|i'll be there after dinner|hay sitio para uno más?|just kick them lol",
        "bring snacks for the 3 hour session|gg in advance|i'll be on voice|don't forget to update first|"
        "last time we wiped 6 times lol|ok bet|warmup in the range first|let's try the new map",
    ),
    "sports": (
        "who's watching the match tonight|that transfer fee is wild|basketball pickup at 6?|we lost again 😩|"
        "marathon training week 5 done|who's your player of the season|the derby is sold out|la liga está muy reñida este año|cycling group ride sunday?|is the gym busy at 7am",
        "i'll be at the pub for it|overpaid honestly|count me in|next week we bounce back|"
        "legs must be dead|the keeper, no contest|streaming it then|el madrid la gana otra vez|only if it's flat lol|dead quiet, best time",
        "meet at the usual court|bring water, it's hot|what a season though|ice bath after|"
        "i'll save you a seat|warm up properly this time|vamos!|same time next week",
    ),
    "sports_betting": (
        "anyone watching the racing this afternoon|just a heads up, set deposit limits if you bet|odds shortened a lot on the champions|"
        "lost 5 on my tennis bet, whatever|news says the betting ads ban passed|my mate quit betting this year|what even is an each way bet|"
        "the lottery jackpot is huge this week|la quiniela de la oficina es de 2 euros|lost a fiver on the darts, it happens",
        "i only watch, never bet|good advice, it helps|bookies know something maybe|fair, small stakes|about time honestly|"
        "proud of him|it pays if the horse places too|odds of winning are tiny though|me apunto|that's the spirit, just fun money",
        "treating it as entertainment, not income|honestly the match was more fun than the bet|helplines are free if anyone needs them|"
        "i'll just buy a ticket for the dream|not chasing it|back to watching for free lol",
    ),
    "finance_crypto": (
        "how do you all save on groceries|first paycheck came in 🥲|is it too late to start a pension at 30|crypto winter is rough|"
        "rent went up 10% 😭|any good books about personal finance|credit score question, does closing a card hurt|high yield savings worth it?|"
        "warum sind die zinsen so niedrig|sold my old stocks to pay the car",
        "meal plan and no shopping hungry|save some before you spend it|never too late, start small|just don't check the price|"
        "time to negotiate or move|the simple path to wealth is nice|it can, keep the oldest one open|yes if the rate beats inflation|"
        "kommt drauf an, vergleich mal|sensible move",
        "i track everything in a spreadsheet now|automation is the secret|slow and boring wins|talk to your bank, they helped me|"
        "compound interest is magic|same, learning a lot",
    ),
    "dating_relationships": (
        "date went great last night 😊|how do you handle arguments with your partner|my bf forgot our anniversary|"
        "second date ideas?|is it normal to miss your ex|she said yes to dinner!!|how long before you say i love you|"
        "we're moving in together next month|mi pareja cocina mejor que yo|single and honestly thriving",
        "tell us everything|talk calmly the next day|sit down and tell him it hurt|mini golf, always|totally normal, it fades|"
        "LET'S GOOO|when it feels right|big step, congrats|qué suerte|love that for you",
        "communication is everything tbh|take it slow|just be yourself|bring flowers, easy win|"
        "proud of you|keep us updated 👀",
    ),
    "sexuality": (
        "does anyone know a lgbt friendly doctor|realised i'm gay at 25, is that late|where do i get free condoms|"
        "how do you talk to a partner about getting tested|any good podcasts about sexual health|"
        "is it ok to not want sex for a while|questioning my orientation lately|birth control options are so confusing|"
        "sex ed at my kid's school starts next term|¿dónde se hace la prueba de its gratis?",
        "the clinic on main is great|not late at all, many people do|student health centre has them free|"
        "just be honest, it's a normal health thing|there's a good one from a nurse|totally ok, talk to your partner|"
        "take your time, no rush|a doctor can walk you through them|good, better info than we got|en el centro de salud, es gratis",
        "thank you, this helps|this server is so kind|i'll book an appointment|bookmarking that|you're not alone|consent and health first",
    ),
    "mental_health": (
        "sunday scaries hitting hard|check in: how's everyone feeling today|had a good therapy session today|"
        "overwhelmed with uni stuff|i finally asked for help at work|meditation app recommendations?|"
        "anxiety is loud today|a walk outside really helped me today|ça va pas trop aujourd'hui|3 months without a panic attack",
        "same, want to vent?|tired but ok|that's great to hear|one thing at a time|proud of you for that|"
        "the free ones are good enough|breathe, we're here|fresh air does wonders|on est là si tu veux parler|that's amazing progress",
        "you're doing your best and that's enough|drink some water and rest|the support channel is always open|"
        "sending hugs 🫂|small steps count|thanks everyone 💛",
    ),
    "health_fitness": (
        "leg day tomorrow, pray for me|anyone tried intermittent fasting|doctor says my cholesterol is high|"
        "how do i fix my posture|sprained my ankle 😩|best pre workout snack?|started yoga this week|"
        "how much water a day is good|caught a cold again|hice 10km en bici hoy",
        "you'll survive, barely|ask your doctor first|more fibre and walks help|strengthen your back and take breaks|"
        "rest and ice it|banana and peanut butter|yoga is underrated|depends on your size, drink when thirsty|"
        "honey and tea|crack!",
        "stretching after is key|sleep matters more than people think|consistency over intensity|get well soon|"
        "see a physio if it's still bad|drink water folks",
    ),
    "news_politics": (
        "the new transit plan got announced|there was a fire at the old mill last night, nobody hurt|"
        "council meeting tonight about the park|anyone follow the summit this week|inflation numbers are out|"
        "the strike ended, trains run tomorrow|big protest downtown peacefully today|new law on e-scooters|"
        "la elección es el domingo|the museum funding got cut",
        "finally some good news|glad everyone's ok|i'll try to go|only the headlines|not great|"
        "thank god, i need the train|saw photos, huge crowd|about time there were rules|ya voté por correo|shame, i loved that place",
        "let's see if they follow through|local news is so underrated|write to your councillor|"
        "read a couple of sources before believing stuff|it's complicated honestly|community meeting at 7",
    ),
    "drugs_party": (
        "who's hosting the afterparty|wine night at mine friday 🍷|festival tickets bought!!|"
        "is it ok to drink on this medication?|anyone know a good bar downtown|trying to cut down on drinking|"
        "sober october starting tomorrow|hen party planning help|birthday drinks at the pub saturday|heute party bei mir!",
        "my place if the neighbours allow it|i'll bring cheese|which day are you going|ask the pharmacist to be safe|"
        "the rooftop one is nice|proud of you, alcohol free beer is decent now|good luck, i'm joining|"
        "karaoke is mandatory|i'm there, first round on me|bin dabei!",
        "remember to eat before|taxi money, people|water between drinks|the playlist is ready|"
        "who's the driver|home by 2 promise lol",
    ),
    "weapons_hunting": (
        "hunting license exam next month|best airsoft gun for a beginner?|archery club opens saturday|"
        "my grandpa's old hunting knife needs sharpening|which boots for a long hunt|range day with dad tomorrow|"
        "paintball birthday party ideas?|learning to fish with a spear, any tips|kendo practice was brutal|la temporada de caza abre el lunes",
        "the practice tests help|a spring rifle to start|i'll come try it|a whetstone does the trick|waterproof ones, trust me|"
        "ear protection, always|bring extra masks|practice in shallow water first|my arms are dead too|¿vas con tu padre?",
        "safety first always|wear orange in the woods|stay safe out there|pictures pls|follow the range officer|"
        "clean gear lasts longer",
    ),
    "school_education": (
        "math homework is impossible tonight|who's in the study group|finals schedule is out|"
        "anyone taking chemistry next year|i got a B on the essay!|how do i write a good conclusion|"
        "teacher's sick, class is cancelled|applying to colleges is so stressful|la tarea de historia es para mañana|need a tutor for spanish",
        "send a pic, i'll help|me, library at 4|mine are all on one day 😩|yes, with mr. tan|nice, that's a good grade|"
        "restate the point and say why it matters|free period 🎉|one application at a time|ya la hice, te ayudo|my sister tutors, i'll ask",
        "flashcards save lives|we got this|coffee and past papers|office hours help a lot|"
        "start early, thank me later|good luck everyone",
    ),
    "work_career": (
        "first day at the new job tomorrow|my boss actually said good job today|anyone freelancing here?|"
        "should i take the offer or wait|working from home is so nice|lunch break finally|team building day at a climbing gym lol|"
        "got promoted 🥳|linkedin is so cringe sometimes|estoy buscando trabajo de verano",
        "you'll do great|rare win|yes, it's feast or famine|what's the pay difference|until the wifi dies|"
        "eat something real|fun or forced?|well deserved|the humble brags 😂|prueba en las tiendas del centro",
        "ask lots of questions the first week|take breaks, seriously|negotiate, always|save your evenings|"
        "network through friends, not cold emails|celebrate it",
    ),
    "tech_programming": (
        "my code works and i don't know why|which laptop for coding?|password manager recommendations|"
        "phone won't charge anymore|learning javascript, send help|my build keeps failing on ci|anyone use docker?|"
        "how do i back up my photos|wie lösche ich den cache im browser|new keyboard arrived ⌨️",
        "don't touch it lol|anything with 16gb ram|bitwarden is solid|try a new cable first|mdn docs are great|"
        "check the logs, it's usually a version|daily, it's great once it clicks|external drive plus cloud|einstellungen, datenschutz, cache leeren|switches?",
        "restart fixes 90% of things|read the error message slowly|backups, people|stack overflow saved me again|"
        "commit early, commit often|thanks, that worked",
    ),
    "entertainment_media": (
        "what are you watching these days|new album dropped at midnight 🎧|anyone seen the new superhero movie|"
        "recommend me a book|the anime adaptation looks amazing|who's going to the concert|cartoon from our childhood got a reboot|"
        "podcast recs for the commute?|this meme template is everywhere 😂|alguien vio la nueva serie?",
        "a cooking show, it's cozy|on repeat already|it was fun, turn your brain off|fantasy or mystery?|the studio is good|"
        "me! section b|nostalgia bait but i'm in|true crime or comedy?|i can't escape it|sí, me encantó",
        "no spoilers please|adding to my list|the soundtrack slaps|i'll report back|"
        "5 stars honestly|we need a watch party",
    ),
    "family_home": (
        "my dog learned a new trick|kids are finally asleep|cleaning day, send motivation|"
        "what do you cook when you're tired|my sister is getting married!|the washing machine broke again|"
        "parents are visiting this weekend|got a new plant 🌿|mi hijo empezó el cole hoy|the neighbour brought us cookies",
        "video or it didn't happen|enjoy the silence|put music on and go|eggs on toast|congrats to her!|"
        "call the repair guy, not youtube|clean the fridge first lol|don't overwater it|qué emoción|cute, bake some back",
        "family chaos is the best chaos|pets make everything better|home sweet home|"
        "good luck with the to do list|send pics|wholesome",
    ),
    "identity_community": (
        "our culture night is next friday|happy pride month everyone 🏳️‍🌈|church bake sale this sunday|"
        "learning to cook my mom's recipes from back home|eid mubarak to all celebrating|the language exchange meetup was fun|"
        "anyone going to the heritage festival|new members welcome to the women in tech group|feliz año nuevo chino|"
        "my grandparents' village has a festival in august",
        "i'll bring food from home|happy pride!|i'll buy everything lemon|that's beautiful|eid mubarak!|"
        "which languages?|yes, the music stage|welcome!|gracias igualmente|send photos",
        "love how diverse this server is|everyone's welcome here|traditions matter|"
        "i'll volunteer|so wholesome|proud of this community",
    ),
    "buy_sell_trade": (
        "selling a desk, 40 obo|anyone trading pokemon cards?|free kittens to a good home|"
        "looking for a cheap used phone|is 200 fair for this bike|selling my textbooks, 10 each|"
        "wtt my red shoes size 9 for size 10|garage clearout, everything must go|vendo bici usada, 60 euros|"
        "meetup for the trade at the mall?",
        "pics?|what do you need|can i see them|how cheap?|depends on the condition|which ones?|"
        "i have 10s, pics?|what's left?|me interesa|sure, saturday noon",
        "deal|i'll pick it up tomorrow|cash on pickup ok?|let's meet in a public place|"
        "sold, thanks all|rep +1, smooth trade",
    ),
    "server_meta": (
        "new rules got pinned, please read|who wants to help plan the server anniversary|the art contest starts monday|"
        "can someone make a role for night owls|voice chat is buggy today|we're looking for event hosts|"
        "what does the level role do|please keep memes in #memes|bienvenidos a los nuevos miembros|new emoji uploads are live",
        "read them ✅|me!|what's the theme|good idea, i'll make one|discord issue, not us|"
        "how do i sign up|unlocks the media channel|sorry, moving it|hola a todos|the frog one is perfect",
        "thanks mods|love this server|suggestions go in #feedback|ping me when it's up|"
        "i'll vote in the poll|gonna be fun",
    ),
    "small_talk": (
        "what's up everyone|long week huh|made pancakes this morning 🥞|who else is procrastinating|"
        "the sunset today was unreal|monday again 😴|guess who finally fixed their bike|"
        "what's your comfort food|bom dia pessoal|it's my birthday today!",
        "not much, you?|so long|recipe?|me, always|post a pic|coffee time|ayyy nice|"
        "mac and cheese|bom dia!|happy birthday!! 🎂",
        "same lol|have a good one|see you later|nice chat|haha true|going to get food brb",
    ),
}


# ---------------------------------------------------------------------------------------------
# 4. compositional flip families: (family, types, sev, harm topic, safe topic, harm contexts,
#    harm lasts [(text, evidence)], safe contexts, safe lasts [(text, evidence kept)], hard)
# ---------------------------------------------------------------------------------------------
FLIPS: list[tuple] = [
    ("flip-gear-camp", ["H5"], 3, "drugs_party", "small_talk",
     ["plug finally answered || what's he got this time", "party at jay's saturday, need supplies || i'll ask my guy", "ran dry again 😩 || i can sort you out"],
     [("got the gear, 60 for the bag, meet at 9", [("drug_code_words", "gear"), ("drug_sale", "got the gear, 60 for the bag")]),
      ("i'll bring the gear tonight, cash only", [("drug_code_words", "gear"), ("drug_sale", "bring the gear tonight, cash only")]),
      ("gear's here, 2 bags left, who wants", [("drug_code_words", "gear"), ("drug_sale", "2 bags left, who wants")])],
     ["campsite booked for the weekend ⛺ || do we need stoves", "climbing gym trip tomorrow? || yes finally", "fishing at dawn, who's in || me"],
     [("got the gear, 60 for the rental, meet at 9", []), ("i'll bring the gear tonight, ropes and all", []), ("gear's here, 2 tents left, who wants", [])], True),
    ("flip-dead-lobby", ["H3"], 3, "school_education", "gaming",
     ["you posted my messages to the whole class || cry about it", "you lied about me to the coach || prove it", "you owe me 200 and you're dodging me || i'll pay when i pay"],
     [("you're dead when i see you monday", [("threat_explicit", "you're dead when i see you monday")]),
      ("you're so dead, i know where you hang out after school", [("threat_explicit", "you're so dead"), ("threat_veiled", "i know where you hang out after school")]),
      ("ur dead. count the days", [("threat_explicit", "ur dead"), ("threat_veiled", "count the days")])],
     ["1v1 me after this round || bet", "queueing ranked with you tonight || you carrying?", "rematch on the final map? || run it"],
     [("you're dead when the round starts lol", [("threat_explicit", "you're dead")]),
      ("you're so dead, i know where you camp on this map", [("threat_explicit", "you're so dead")]),
      ("ur dead. count the seconds 😤", [("threat_explicit", "ur dead")])], True),
    ("flip-send-file", ["H5"], 3, "finance_crypto", "work_career",
     ["i manage a crypto fund, 5x in 48h guaranteed || sounds cool how", "giveaway: send 0.1 eth get 0.3 back || legit?", "my mentor doubled my usdt in a day, only 3 slots left || ok i want in"],
     [("send it to the wallet i gave you and you'll get 3x back", [("fraud_investment", "you'll get 3x back")]),
      ("just send it, returns hit by tonight, guaranteed", [("fraud_investment", "returns hit by tonight, guaranteed")]),
      ("send the usdt now or lose your slot, 2 left", [("fraud_investment", "send the usdt now"), ("urgency_pressure", "or lose your slot, 2 left")])],
     ["the zip with the mod pack is ready || how big", "logs from the crash are on my desktop || i need them", "invoice is done || the client is waiting"],
     [("send it to the folder i gave you, i'll check it", []), ("just send it, i'll review by tonight", []), ("send the pdf now or we miss the deadline", [])], False),
    ("flip-pics-fit", ["H1"], 3, "dating_relationships", "buy_sell_trade",
     ["saw your selfie in #general, you're cute || uh thanks", "you're so pretty for real || lol ok", "we should get to know each other better ;) || maybe"],
     [("send pics, the spicy kind, just for me 😉", [("solicitation_contact", "send pics, the spicy kind"), ("euphemism", "the spicy kind")]),
      ("dm me some pics without the hoodie", [("solicitation_contact", "some pics without the hoodie"), ("off_platform_move", "dm me")]),
      ("send me something private, nobody will know", [("solicitation_contact", "send me something private")])],
     ["selling the hoodie, size M || does it fit true to size", "how's the jacket condition || barely worn", "is the dress still available || yep"],
     [("send pics, the close-up kind, want to see the stitching", []), ("dm me some pics of the hoodie in daylight", [("off_platform_move", "dm me")]),
      ("send me something showing the label, so i know it's real", [])], True),
    ("flip-throw20", ["H2"], 1, "sports_betting", "small_talk",
     ["derby tonight, odds look juicy || idk man", "boxing tomorrow, underdog at 4.0 || hmm", "final's on sunday || tempted"],
     [("throw 20 on it, free money", [("odds_promotion", "free money")]), ("put 50 on it, can't lose bro", [("odds_promotion", "can't lose")]),
      ("chuck a tenner on the underdog, it's a lock", [("odds_promotion", "it's a lock")])],
     ["charity raffle at school, tickets are 2 each || how many", "office coffee fund is empty || how much", "gift card for mum's birthday || how much"],
     [("throw 20 on it, it's for the shelter", []), ("put 50 on it, lasts the month", []), ("chuck a tenner on the card, she'll love it", [])], False),
    ("flip-code-shop", ["H2"], 3, "sports_betting", "gaming",
     ["which casino app pays fastest || spinrush easily", "lost my deposit bonus || new accounts get more", "slots or crash tonight? || crash"],
     [("sign up w my link spinrush.example.com/r/kai, free spins", [("gambling_referral", "spinrush.example.com/r/kai")]),
      ("code LUCKYX gets you 50 free spins, only today", [("gambling_referral", "code LUCKYX gets you 50 free spins"), ("urgency_pressure", "only today")]),
      ("use c4sino code SPIN200 for a 200% deposit bonus", [("gambling_referral", "c4sino code SPIN200 for a 200% deposit bonus"), ("evasion_leetspeak", "c4sino")])],
     ["anyone have a creator code for the shop || yes", "which skin should i buy || the neon one", "supporting small streamers this month || nice"],
     [("sign up w my link for the beta, free skin", []), ("code FROSTY gets you 10% off merch, only today", [("urgency_pressure", "only today")]),
      ("use creator code PIXEL200 in the item shop", [])], True),
    ("flip-chase-boss", ["H2"], 3, "sports_betting", "gaming",
     ["down 300 on slots today 😭 || oof", "lost my whole paycheck on the tables || bro", "crash game ate my 150 || unlucky"],
     [("run it back, double the stake, the streak has to turn", [("odds_promotion", "double the stake, the streak has to turn")]),
      ("don't quit now, reload and win it all back", [("odds_promotion", "reload and win it all back")]),
      ("deposit again tonight, you're due a big win", [("odds_promotion", "you're due a big win"), ("urgency_pressure", "deposit again tonight")])],
     ["died to the boss 6 times 😭 || oof", "lost 3 ranked games in a row || unlucky", "my speedrun reset again || bro"],
     [("run it back, swap the build, the streak has to turn", []), ("don't quit now, reload the save and win it back", []),
      ("queue again tonight, you're due a win", [])], True),
    ("flip-hope-crash", ["H3"], 2, "work_career", "tech_programming",
     ["you reported my post again || it broke the rules", "stop lying about me in the group chat || i only said the truth", "you got me written up at work || your own fault"],
     [("people like you deserve to get their teeth kicked in", [("threat_veiled", "deserve to get their teeth kicked in")]),
      ("i hope someone breaks your legs for that", [("threat_veiled", "i hope someone breaks your legs")]),
      ("one day someone's gonna hurt you bad and i'll laugh", [("threat_veiled", "someone's gonna hurt you bad")])],
     ["new laptop has a broken hinge || ugh", "my old server keeps dying || what now", "testing the beta build || how is it"],
     [("laptops like this deserve to get their hinges kicked in lol", []), ("i hope someone breaks the news to support for that", []),
      ("one day that server is gonna die for good and i'll laugh", [])], False),
    ("flip-shoot-photo", ["H3"], 3, "family_home", "entertainment_media",
     ["the guy from 4b keeps parking in my spot || report him", "that streamer exposed my friend || what a snake", "my ex's new boyfriend keeps posting about me || ugh"],
     [("somebody needs to put that guy in the hospital", [("incitement", "somebody needs to put that guy in the hospital")]),
      ("can someone just go beat him up already", [("incitement", "can someone just go beat him up")]),
      ("somebody should take care of him, permanently", [("incitement", "somebody should take care of him, permanently"), ("euphemism", "take care of him, permanently")])],
     ["need headshots for the cast || the lead actor is perfect", "our model for the clothing shoot arrived || he's great", "the band wants a poster || the drummer is so photogenic"],
     [("somebody needs to shoot that guy for the poster", []), ("can someone just go photograph him already", []),
      ("somebody should take his photos, he's a natural", [])], True),
    ("flip-where-live", ["H3"], 3, "entertainment_media", "family_home",
     ["you talked trash about me on stream all week || so?", "deleted my clip again huh || rules are rules", "keep mocking me in chat || lol"],
     [("nice house on birch lane btw, saw the blue door", [("doxxing_personal_info", "house on birch lane"), ("threat_veiled", "saw the blue door")]),
      ("your mom picks you up at 4 right? see you there", [("doxxing_personal_info", "your mom picks you up at 4"), ("threat_veiled", "see you there")]),
      ("i found your address. sleep well tonight", [("doxxing_personal_info", "i found your address"), ("threat_veiled", "sleep well tonight")])],
     ["pizza at mine tonight? || sure", "can you feed my cat while i'm away || of course", "i'm picking you up for the concert || yay"],
     [("nice house btw, love the blue door", []), ("your mom said 4 right? see you there", []), ("i found your address in my old texts, see you at 7", [])], True),
    ("flip-clown-pet", ["H3"], 1, "school_education", "family_home",
     ["you forgot the group deadline again || sorry", "you're always late to practice || traffic", "you ruined the presentation || i tried"],
     [("nobody here likes you, just leave", [("targeted_insult", "nobody here likes you")]),
      ("you're genuinely the dumbest person i've met", [("targeted_insult", "you're genuinely the dumbest person i've met")]),
      ("shut up you useless idiot", [("targeted_insult", "you useless idiot")])],
     ["my dog ate a whole sock again || lmao", "the cat stole my chair again || classic", "the parrot learned to swear || oh no"],
     [("nobody here likes the vacuum, he just hates it", []), ("he's genuinely the dumbest pet i've met 😂", []), ("shut up you useless bird, i love you", [])], True),
    ("flip-wake-up", ["H4"], 2, "mental_health", "small_talk",
     ["nobody would notice if i was gone || hey don't say that", "everything keeps going wrong || what happened", "i haven't slept in days || you ok?"],
     [("i just don't want to wake up anymore", [("suicidal_ideation", "don't want to wake up anymore")]),
      ("maybe everyone's better off without me", [("suicidal_ideation", "everyone's better off without me")]),
      ("i keep wishing i could just unalive and be done", [("suicidal_ideation", "wishing i could just unalive and be done"), ("euphemism", "unalive")])],
     ["cabin trip with no wifi next week || jealous", "finals week is over || finally", "just finished a 14 hour shift || rest"],
     [("i just don't want to wake up before noon tomorrow", []), ("maybe everyone's better off without my cooking tonight 😂", []),
      ("i keep wishing i could just sleep and be done with this week", [])], True),
    ("flip-kys-lobby", ["H4"], 2, "gaming", "gaming",
     ["you fed the whole game || my bad", "lost because of your afk || my internet died", "0/12 again?? || sorry"],
     [("kys you absolute bot", [("self_harm_encouragement", "kys")]), ("go unalive yourself, seriously", [("self_harm_encouragement", "go unalive yourself"), ("euphemism", "unalive")]),
      ("k y s and uninstall", [("self_harm_encouragement", "k y s"), ("evasion_spacing", "k y s")])],
     ["you fed the whole game || my bad", "lost because of your afk || my internet died", "0/12 again?? || sorry"],
     [("you absolute bot lol, gg though, next one", []), ("go unalive the boss next time, seriously 😂", [("euphemism", "unalive")]),
      ("it's fine, uninstall the lag not the game lol", [])], True),
    ("flip-saving-pills", ["H4"], 3, "mental_health", "health_fitness",
     ["i can't keep doing this || talk to me", "everything is too much || i'm here", "i'm so tired of everything || what's going on"],
     [("i've got a plan now, i know how i'd do it", [("suicidal_ideation", "i know how i'd do it")]),
      ("found the bridge i'd use", [("self_harm_method", "the bridge i'd use")]),
      ("stocked up on pills, that's my way out", [("self_harm_method", "stocked up on pills"), ("suicidal_ideation", "my way out")])],
     ["going on a 3 week trip || pharmacy?", "my refill got delayed || oh no", "doctor changed my meds || how is it"],
     [("i've got a plan now, pill organizer with alarms", []), ("found the pharmacy i'd use near the hotel", []), ("stocked up on pills for the trip, that's sorted", [])], True),
    ("flip-fasting", ["H4"], 3, "health_fitness", "health_fitness",
     ["gained 2kg this month || so?", "i'm hungry all the time lately || eat then", "had cake at the party, feel gross || it's fine"],
     [("just stop eating till you hit your goal weight", [("self_harm_encouragement", "just stop eating till you hit your goal weight")]),
      ("purge it and start over tomorrow", [("self_harm_encouragement", "purge it"), ("self_harm_method", "purge")]),
      ("skip the next three meals, you'll thank me", [("self_harm_encouragement", "skip the next three meals")])],
     ["doctor said no food before the surgery || when", "colonoscopy prep tomorrow ugh || good luck", "blood test in the morning || fasting?"],
     [("just stop eating at 8, the surgery's at 8am", []), ("drink the prep and start over with soup tomorrow", []), ("skip the next meal, the test needs 12 hours", [])], True),
    ("flip-snow-paint", ["H5"], 3, "drugs_party", "family_home",
     ["need a pick me up for saturday || who's holding", "last batch was strong af || yeah", "party at mine, need supplies || ok"],
     [("got any snow left? same price as before", [("drug_code_words", "snow"), ("drug_sale", "same price as before")]),
      ("need ❄️ for tonight, cash ready", [("emoji_code", "❄️"), ("drug_sale", "need ❄️ for tonight, cash ready")]),
      ("bring the white powder, 3g, usual price", [("drug_code_words", "white powder"), ("drug_sale", "3g, usual price")])],
     ["painting the kid's room saturday || colours?", "touch ups on the door frame || ok", "baking for the bake sale || yum"],
     [("got any white paint left? same shade as before", []), ("need white for tonight, the door frame", []),
      ("bring the icing sugar, 3 bags, white powder everywhere lol", [])], True),
    ("flip-plug-shop", ["H5"], 3, "drugs_party", "buy_sell_trade",
     ["the usual guy stopped answering || damn", "festival next week || need supplies", "moved to a new town || know anyone?"],
     [("anyone got a connect for tabs? paying well", [("drug_code_words", "tabs"), ("drug_sale", "anyone got a connect for tabs")]),
      ("need a 🔌 asap, dm me", [("emoji_code", "🔌"), ("drug_sale", "need a 🔌 asap"), ("off_platform_move", "dm me")]),
      ("who's selling za round here, 20 a gram?", [("drug_code_words", "za"), ("drug_sale", "who's selling za round here, 20 a gram")])],
     ["usual shop closed || damn", "concert next week || need merch", "moved to a new town || know anyone?"],
     [("anyone got a connect for tickets? paying well", []), ("need a charger plug asap, dm me", [("off_platform_move", "dm me")]),
      ("who's selling pizza round here, 20 a slice? lol", [])], True),
    ("flip-triple", ["H5"], 3, "finance_crypto", "small_talk",
     ["need money for rent || same", "tired of my job || me too", "bills are crushing me || rough"],
     [("my trading bot triples deposits in 48h, dm me to join", [("fraud_investment", "triples deposits in 48h"), ("off_platform_move", "dm me")]),
      ("invest 50 with my manager, 10x by sunday, last 2 spots", [("fraud_investment", "10x by sunday"), ("urgency_pressure", "last 2 spots")]),
      ("put 200 in my pool, i pay 20% a week, no risk", [("fraud_investment", "20% a week, no risk")])],
     ["concert tickets were 150 || i'll pay you back", "shared gift for mom || how much", "pizza order for 6 || costs?"],
     [("my share is 50, dm me if you want cash instead", [("off_platform_move", "dm me")]), ("i'll pay 50 now, the rest by sunday, promise", []),
      ("put 20 in the pool each, i'll order", [])], False),
    ("flip-verify", ["H5"], 3, "server_meta", "server_meta",
     ["free nitro event going on || really?", "your account got reported || what? why", "mods are doing verification || huh"],
     [("verify here or get banned in 1 hour: nitro-gift.example.com/claim", [("fraud_phishing", "nitro-gift.example.com/claim"), ("urgency_pressure", "get banned in 1 hour")]),
      ("just log in with your password at the link and it'll clear it", [("fraud_phishing", "log in with your password at the link")]),
      ("scan this qr with the app to verify, quick", [("fraud_phishing", "scan this qr with the app to verify"), ("urgency_pressure", "quick")])],
     ["new here, where do i verify || check pins", "how do i get roles? || check pins", "i can't see the channels || you need to verify"],
     [("verify in #verify by clicking the ✅, the bot does the rest", []), ("never share your password, the bot only needs a click", []),
      ("react in #roles to verify, quick and easy", [])], True),
    ("flip-taser", ["H5"], 3, "weapons_hunting", "buy_sell_trade",
     ["looking for something for protection || like what", "got robbed last month || damn", "anyone selling stuff for self defence || maybe"],
     [("got switchblades, 25 each, no questions", [("weapon_sale", "got switchblades, 25 each"), ("weapon_mention", "switchblades")]),
      ("taser for sale, works great, meet in the lot", [("weapon_sale", "taser for sale"), ("weapon_mention", "taser")]),
      ("knuckles and a stun gun, 50 cash, dm", [("weapon_sale", "knuckles and a stun gun, 50 cash"), ("weapon_mention", "stun gun")])],
     ["halloween stuff for the kids || what", "prop shop is closing down || deals?", "cosplay con next week || need props"],
     [("got toy swords, 5 each, plastic", []), ("foam taser prop for sale, lights up, meet in the lot", [("weapon_mention", "taser")]),
      ("rubber knuckles and a toy ray gun, 10 for both", [])], True),
    ("flip-quote-hate", ["H5"], 2, "news_politics", "server_meta",
     ["more refugees arriving this year || yeah", "they're building a mosque downtown || so?", "new neighbours moved in from abroad || and?"],
     [("they're all the same, lazy and dirty", [("stereotype_generalization", "they're all the same, lazy and dirty")]),
      ("not saying they're all criminals... but they're all criminals", [("stereotype_generalization", "they're all criminals")]),
      ("that lot breed like rats, nothing good comes of it", [("dehumanization", "breed like rats")])],
     ["someone posted garbage in #general || what did it say", "mods, that user from yesterday || what happened", "report from last night || go on"],
     [("they wrote 'they're all the same, lazy and dirty', pls remove", [("stereotype_generalization", "they're all the same, lazy and dirty")]),
      ("his take was 'they're all criminals' and everyone told him off", [("stereotype_generalization", "they're all criminals")]),
      ("he said people 'breed like rats', that's why i reported him", [("dehumanization", "breed like rats")])], True),
    ("flip-molly-dog", ["H5"], 1, "drugs_party", "family_home",
     ["festival this weekend 🎶 || can't wait", "last rave was insane || fr", "summer plans? || parties"],
     [("nothing beats a weekend on molly ngl", [("drug_code_words", "molly"), ("drug_use", "a weekend on molly")]),
      ("rolling at the rave is the best feeling ever", [("drug_code_words", "rolling"), ("drug_use", "rolling at the rave")]),
      ("za and good music, that's the whole plan 🍃", [("drug_code_words", "za"), ("emoji_code", "🍃"), ("drug_use", "za and good music")])],
     ["my dog turned 3 today || aww", "visiting grandma this weekend || nice", "new puppy? || yes!"],
     [("nothing beats a weekend with molly ngl, best dog", []), ("rolling on the carpet with her is the best feeling ever", []),
      ("pizza and good music, that's the whole plan 🍕", [])], False),
    ("flip-innuendo", ["H1"], 1, "dating_relationships", "small_talk",
     ["miss you || miss you too", "what are you doing tonight || nothing much", "that dress yesterday 👀 || lol stop"],
     [("i could think of a few things to do with you 😈", [("sexual_innuendo", "a few things to do with you 😈")]),
      ("wanna 'watch a movie' at mine 😏", [("sexual_innuendo", "'watch a movie' at mine 😏"), ("euphemism", "'watch a movie'")]),
      ("come over, i'll show you my 🍆", [("sexual_innuendo", "i'll show you my 🍆"), ("emoji_code", "🍆")])],
     ["power's out here || ugh", "so bored tonight || same", "new garden finally planted || show me"],
     [("i could think of a few board games to play", []), ("wanna watch a movie at mine? popcorn ready", []), ("come over, i'll show you my eggplants 🍆 they're huge this year", [])], True),
    ("flip-bent-desk", ["H1"], 2, "work_career", "work_career",
     ["new intern started today || she seems nice", "the meeting ran long || yeah", "new uniforms came in || finally"],
     [("bet she'd look good bent over my desk", [("sexual_explicit", "bent over my desk")]),
      ("you should wear less to the next meeting, i'd enjoy the view", [("sexual_explicit", "wear less to the next meeting, i'd enjoy the view")]),
      ("those tight pants make me think of you naked", [("sexual_explicit", "think of you naked")])],
     ["new intern started today || she seems nice", "the meeting ran long || yeah", "new uniforms came in || finally"],
     [("bet she'd look good at my desk, she's sharp", []), ("you should wear comfy shoes to the next meeting, it's long", []),
      ("those tight pants look uncomfortable for a 10 hour shift", [])], False),
    ("flip-gamble-school", ["H2"], 2, "school_education", "school_education",
     ["math test tomorrow || ugh", "lunch break boredom || same", "study group done early || now what"],
     [("spinrush pays out 3x faster than anywhere, trust", [("gambling_referral", "spinrush")]),
      ("crash game on luckgrid hits 50x every hour, sure thing", [("odds_promotion", "hits 50x every hour, sure thing"), ("gambling_referral", "luckgrid")]),
      ("that roulette app never loses if you double each time", [("odds_promotion", "never loses if you double each time")])],
     ["math test tomorrow || ugh", "stats class today || boring", "probability homework || help"],
     [("the expected value of roulette is negative, that's the whole lesson", []), ("a 50x multiplier every hour is statistically impossible, that's the point of the question", []),
      ("doubling each time is the martingale thing, it still loses long term", [])], True),
    ("flip-kms-dark", ["H4"], 1, "mental_health", "tech_programming",
     ["everything's been grey for weeks || that sounds heavy", "nobody texted me back again || sorry dude", "third night with no sleep || rough"],
     [("honestly what's the point of trying anymore", [("suicidal_ideation", "what's the point of trying anymore")]),
      ("kms lol, i'm so tired of everything", [("suicidal_ideation", "kms")]),
      ("nothing ever gets better for me, why even bother", [("suicidal_ideation", "why even bother")])],
     ["my code compiled first try and the tests still failed || lmao", "the printer jammed 5 min before the deadline || classic", "wifi died mid upload || rip"],
     [("honestly what's the point of unit tests anymore lol", []), ("kms lol this printer is possessed", [("suicidal_ideation", "kms")]),
      ("nothing ever works first try for me, why even bother 😂", [])], True),
]


# ---------------------------------------------------------------------------------------------
# builders
# ---------------------------------------------------------------------------------------------
SUFFIXES = ["", "", "", " lol", " 😂", " tbh", " ngl", "!!", " 🙏", " haha", " fr", " 👀"]


def vary(text: str, rng: random.Random) -> str:
    """Register noise for context turns of compositional windows: drop a period, add a tag, a typo."""
    r = rng.random()
    if r < 0.15 and len(text) > 6:
        words = text.split(" ")
        i = rng.randrange(len(words))
        w = words[i]
        if len(w) > 3 and w.isalpha():
            j = rng.randrange(len(w) - 1)
            words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
        text = " ".join(words)
    elif r < 0.4:
        text = text.rstrip(".") + rng.choice(SUFFIXES)
    elif r < 0.5:
        text = text.upper() if len(text) < 25 else text
    return text


def authors_for(n: int, rng: random.Random) -> list[str]:
    people = rng.sample(AUTHORS, 3)
    out = [people[i % 2] for i in range(n)]
    if n >= 4 and rng.random() < 0.4:
        out[rng.randrange(1, n - 1)] = people[2]
    for i in range(1, n):  # nobody answers themselves in these windows
        if out[i] == out[i - 1]:
            out[i] = people[2] if out[i - 1] != people[2] else people[0]
    return out


def make(texts: list[str], *, topic: str, family: str, rng: random.Random, types: list[str] | None = None,
         severity: int = 0, ev: Ev = (), hard: bool = False) -> dict:
    last = texts[-1]
    indicators: list[str] = []
    spans: list[dict] = []
    for ind, sub in ev:
        start = last.index(sub)  # raises if the substring is missing: a bug in the bank
        spans.append({"turn": len(texts) - 1, "start": start, "end": start + len(sub), "indicator": ind})
        if ind not in indicators:
            indicators.append(ind)
    names = authors_for(len(texts), rng)
    return {
        "turns": [{"author": a, "text": t} for a, t in zip(names, texts, strict=True)],
        "types": list(types or []), "severity": severity, "topic": topic,
        "indicators": indicators, "spans": spans,
        "source": f"seed:everyday/{family}", "hard_negative": hard,
    }


def split_turns(s: str) -> list[str]:
    return [t.strip() for t in s.split("||") if t.strip()]


def hand_benign(rng: random.Random) -> list[dict]:
    out = []
    for topic, block in HAND_BENIGN.items():
        lines = [ln for ln in block.strip().splitlines() if ln.strip()]
        for i, ln in enumerate(lines):
            fam = f"hw-{topic}-{'a' if i < len(lines) // 2 else 'b'}"
            out.append(make(split_turns(ln), topic=topic, family=fam, rng=rng))
    return out


def hand_pairs(rng: random.Random) -> list[dict]:
    out = []
    for fam, harm, safe in HAND_PAIRS:
        hctx, hlast, types, sev, htopic, hev = harm
        sctx, slast, stopic, sev_keep, hard = safe
        out.append(make([*split_turns(hctx), hlast], topic=htopic, family=fam, rng=rng, types=types, severity=sev, ev=hev))
        out.append(make([*split_turns(sctx), slast], topic=stopic, family=fam, rng=rng, ev=sev_keep, hard=hard))
    return out


def compo_benign(rng: random.Random, per_topic: int) -> list[dict]:
    out = []
    for topic, (o, r, m) in BENIGN_BANKS.items():
        opens, replies, mores = o.split("|"), r.split("|"), m.split("|")
        seen: set[tuple[str, ...]] = set()
        made = tries = 0
        while made < per_topic and tries < 2000:
            tries += 1
            shape = rng.choices([1, 2, 3, 4, 5], weights=[2, 5, 5, 3, 1])[0]
            oi, ri = rng.randrange(len(opens)), rng.randrange(len(replies))
            seq = [("open", oi, opens[oi])]
            if shape >= 2:
                seq.append(("reply", ri, replies[ri]))
            if shape >= 3:
                mi = rng.randrange(len(mores))
                seq.append(("more", mi, mores[mi]))
            if shape >= 4:
                r2 = rng.randrange(len(replies))
                if r2 == ri:
                    continue
                seq.insert(2, ("reply", r2, replies[r2]))
            if shape >= 5:
                o2 = rng.randrange(len(opens))
                if o2 == oi:
                    continue
                seq.insert(0, ("open", o2, opens[o2]))
            slot, idx, _ = seq[-1]
            fam = f"{topic}-{slot}-{idx % 2}"
            texts = [vary(t, rng) for _, _, t in seq[:-1]] + [seq[-1][2]]
            key = tuple(texts)
            if key in seen:
                continue
            seen.add(key)
            out.append(make(texts, topic=topic, family=fam, rng=rng))
            made += 1
    return out


def compo_flips(rng: random.Random, per_side: int) -> list[dict]:
    out = []
    for fam, types, sev, htopic, stopic, hctxs, hlasts, sctxs, slasts, hard in FLIPS:
        for ctxs, lasts, harmful in ((hctxs, hlasts, True), (sctxs, slasts, False)):
            combos = [(c, last) for c in ctxs for last in lasts]
            rng.shuffle(combos)
            for ctx, (last, ev) in combos[:per_side]:
                texts = [vary(t, rng) for t in split_turns(ctx)] + [last]
                if rng.random() < 0.25:  # sometimes only the closest context turn
                    texts = texts[-2:]
                if harmful:
                    out.append(make(texts, topic=htopic, family=fam, rng=rng, types=types, severity=sev, ev=ev))
                else:
                    out.append(make(texts, topic=stopic, family=fam, rng=rng, ev=ev, hard=hard))
    return out


def build(seed: int = SEED) -> list[dict]:
    rng = random.Random(seed)
    windows = hand_benign(rng) + hand_pairs(rng) + compo_benign(rng, per_topic=26) + compo_flips(rng, per_side=5)
    # a judged sentence belongs to one family only
    owner: dict[str, str] = {}
    for w in windows:
        text = w["turns"][-1]["text"]
        if owner.setdefault(text, w["source"]) != w["source"]:
            raise ValueError(f"judged sentence {text!r} reused in {w['source']} and {owner[text]}")
    for n, w in enumerate(windows, start=1):
        w["id"] = f"seed-ev-{n:05d}"
    return [{"id": w.pop("id"), **w} for w in windows]


def report(windows: list[dict]) -> None:
    cells = Counter((w["types"][0] if w["types"] else "benign", w["severity"]) for w in windows)
    print(f"{len(windows)} windows, {len({w['source'] for w in windows})} families")
    for (t, s), c in sorted(cells.items()):
        print(f"  {t:6s} L{s}: {c}")
    print("  hard negatives:", sum(w["hard_negative"] for w in windows))
    topics = Counter(w["topic"] for w in windows)
    print("  topics:", ", ".join(f"{k}={v}" for k, v in sorted(topics.items())))
    inds = Counter(i for w in windows for i in w["indicators"])
    print(f"  indicators used: {len(inds)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--seed", type=int, default=SEED)
    args = ap.parse_args()
    windows = build(args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for w in windows:
            fh.write(json.dumps(w, ensure_ascii=False) + "\n")
    report(windows)


if __name__ == "__main__":
    main()
