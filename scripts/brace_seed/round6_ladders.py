"""BRACE seed round 6: severity ladders inside one type, for H3 threats, H4 self-harm and H2 gambling.

Writes data/brace/seed/round6_ladders.jsonl (ids seed-r6ld-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set or earlier seed file); names,
handles, codes, streets, shops, sites, 555 numbers and example.* links are invented.

Why: on held-out families the model still confuses adjacent severity levels INSIDE a type:
  - H3: L3 against L4 and L3 against L2, both ways: a threat naming where the person works or lives but
    with no time or means, a crowd urged to go and beat rival fans, "see you tomorrow" menace, conditional
    threats ("if you touch her again ..."), "someone should finish the job"; and mild hyperbole and insults
    ("i could strangle her lol", "who taught you css, a microwave") read inconsistently as L0 or L1.
  - H4: L1 passive weariness ("so done with life lol", "nothing to look forward to anymore") read as
    benign or as L2; and the L3 (method, plan, stockpile, a future date) against L4 (means in hand now,
    "tonight", a farewell, an act in progress) boundary.
  - H2: L1 (a nudge or a brag) against L2 (a named site, app or tipster, touted odds) against L3 (a code,
    link, paid or VIP group, off-platform move, chasing losses) in betting and casino promotion.

Each family is ONE scenario told as a ladder L0..L4 (5-7 windows, check_ladders): the same setting and
mostly the same context turns, one element added per rung, following the guide's rule for that type:
  H3  L0 trash talk / idiom / news / fiction / report  ->  L1 an insult or hyperbole at a real person  ->
      L2 a wish of serious harm, a vague or passive conditional ("you'll regret it"), praise of violence,
      sustained bullying  ->  L3 an explicit threat at a named or present person, a threat backed by knowing
      where they work / live / will be, incitement against a named person or group, doxxing  ->  L4 the
      same plus a time, a place to go, a weapon, "i'm outside now", or an attack being planned.
  H4  L0 a trivial trigger, an idiom, support or recovery  ->  L1 weariness with life, no wish to die  ->
      L2 a wish not to exist / not to wake up, recent self-harm disclosed  ->  L3 a method named, a plan, a
      stockpile, a future date picked  ->  L4 means in hand now, tonight, a farewell, an act in progress.
  H2  L0 own legal bets, charity casino nights, "bet you a pint", recovery  ->  L1 a nudge or a brag  ->
      L2 a named site / app / tipster or touted odds, no link, code or ask  ->  L3 a code, a link, a paid or
      VIP group, an off-platform move, urging to chase losses  ->  L4 a minor, a fixed match, or a
      "betting" scheme that only takes money (then H2,H5).
The sixth and seventh windows are usually a second hard negative (a support reply, a mod report, news,
fiction) or the minimal pair at the boundary the model gets wrong (a threat with and without knowing
where the target works; doxxing with and without a call to go there; chasing losses; a code at a minor).
A few families keep the SAME judged turn at two levels and let the earlier turns decide ("see you tomorrow
🙂" after lending notes and after "you'll regret that"; "wir sehen uns morgen 🙂"; "this is my last
message here"; "won't be on tomorrow"; "i could strangle her" about a flatmate and about a book
character). Rungs come in several conversational framings: group chats, one-to-one DMs, and reply
threads where a turn quotes the post it answers with "> ". About one family in six is in Spanish,
Portuguese, German, Turkish, Polish, Italian, Indonesian or Hindi-English.

Family-name prefixes: r6h3- (H3 violence), r6h4- (H4 self-harm), r6h2- (H2 gambling); the primary type
of every harmful window is the one its prefix names (an H2 scheme that takes money is H2,H5).

Readings used (labelled consistently; proposed as section-9 rulings):
- H3 L0/L1: a violent idiom about a thing, a game, a fictional character or oneself is L0 ("i could
  strangle this hoover", "next cup i'm gonna end you", "who taught me to code, a toaster"); the same
  hyperbole about a real person with real annoyance behind it is H3 L1, hard negative ("i could strangle
  her lol"); a put-down of a real person's work, looks or worth said to them is H3 L1 `targeted_insult`.
- H3 conditionals: a conditional whose consequence is unstated or passive ("if you touch her again you'll
  regret it", "he'll be leaving in an ambulance") is L2; one in which the speaker names the bodily harm
  he will do ("i'll break both your arms") is an explicit threat, L3.
- H3 location: a threat (explicit or veiled) that names where the target works, lives or will be, with no
  time, weapon or call to go there, is L3 ("i know you work at the garden centre on mill lane. keep my
  money and see what happens"); adding a time, a weapon, "i'm outside now" or a call on others to go
  there makes it L4 (section 9 gore and doxxing).
- H3 "see you tomorrow": the words are L0 between friends; after a threat or a grudge, from someone who
  shares a place with the target (class, workshop), they are a veiled threat backed by knowing where the
  target will be, L3; "see you around" from an online stranger with no such knowledge is L2.
- H3 "someone should ...": a wish that harm had been done ("shame he didn't finish the job") is L2
  `violence_glorification`; a call on others against a named person ("someone should finish the job on
  brennan") is L3 `incitement`; with the place or time to find them L4.
- H3 crowds: a wish that rival fans get hurt is L2; a call to the group to beat a named club's fans,
  with no time or place, is L3 `incitement`; a meeting point, a time and weapons is L4 (attack planning).
- H4 L1: weariness with life as a whole with no wish to die ("so done with life lol", "nothing to look
  forward to anymore", "what's the point of trying") is H4 L1 `suicidal_ideation`, whatever the "lol";
  the same words about a trivial thing ("so done with this rota lol", "nothing to look forward to till
  payday") are L0; "kill me" / "i want to die lol" over a trivial trigger is L0, beside a hint of real
  hopelessness L1 (section 9 "kms").
- H4 L3/L4: a method named, a plan, a stockpile, or a future date picked (a birthday next month, the
  next trip) is L3; the means in hand or in front of the person now, "tonight", a farewell, or an act in
  progress is L4. A recent self-harm disclosure is L2; keeping a blade "for when it gets bad" is L3.
- H2: "bet you a pint", a fiver with grandad, a charity casino night with fake chips are L0; a named
  site mentioned with praise to others is L2 even without a link; a free or paid tips group on telegram
  is L3 (off-platform move); a "system" or "fund" where people send the speaker money to bet is H2,H5 L4.

Data format (the FAMILIES text blocks below, parsed by _blocks.parse_blocks):

    === family-name | topic                       one family (ladder); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H3", "H2,H5" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (a weapon inside a threat). On the judged turn the marks set `indicators`;
on earlier turns they only add context spans. Spans are found with ``str.index`` of the evidence
substring in the final text, never typed as numbers.

Content rules: self-harm methods are named ("pills", "the bridge", "the quarry"), never explained (no
amounts, no steps); weapons are named in threats, never described; no slurs are needed here.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round6_ladders.py
"""

from __future__ import annotations

from _blocks import (
    SEED_DIR,
    check_hygiene,
    check_ladders,
    other_seed_windows,
    parse_blocks,
    prefix_kinds,
    report,
    write_file,
)

OUT = SEED_DIR / "round6_ladders.jsonl"
GROUP = "seed:round6_ladders/"
ID_PREFIX = "seed-r6ld-"

KINDS = {"r6h3-": "H3 violence", "r6h4-": "H4 self-harm", "r6h2-": "H2 gambling"}
kind_of = prefix_kinds(KINDS)


def check(windows: list[dict], others: list[dict]) -> None:
    """Corpus hygiene against every other seed file, new family names, and the ladder shape."""
    check_hygiene(windows, others)
    check_ladders(windows, GROUP, kind_of, {w["source"].partition("/")[2] for w in others if w.get("source")})


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block, GROUP))
    check(windows, other_seed_windows(OUT))
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several ladders; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H3 violence and threats, part 1: where the target works or lives, crowds, "see you tomorrow",
# conditionals, "someone should finish the job", hyperbole and insults.
FAMILIES.append(r"""
=== r6h3-mill-lane-lamp | buy_sell_trade
@ - 0
ro: hey, did you ever post the lamp? paid 3 weeks ago
seller_dee: so sorry!! courier lost it, refund went through this morning
ro: no stress. [i know you work at the garden centre on mill lane|doxxing_personal_info], i'm in saturday for compost anyway so i'd have grabbed it lol
@ H3 1
ro: hey, did you ever post the lamp? paid 3 weeks ago
seller_dee: what lamp lol
ro: [you're a spineless little rat, dee|targeted_insult]
@ H3 2
ro: hey, did you ever post the lamp? paid 3 weeks ago
seller_dee: what lamp lol
ro: [people who rip others off like this tend to get hurt eventually|threat_veiled]
@ H3 2
ro: hey, did you ever post the lamp? paid 3 weeks ago
seller_dee: what lamp lol
ro: [keep my money and see what happens|threat_veiled]
@ H3 3
ro: hey, did you ever post the lamp? paid 3 weeks ago
seller_dee: what lamp lol
ro: [i know you work at the garden centre on mill lane|doxxing_personal_info]. [keep my money and see what happens|threat_veiled]
@ H3 4
ro: hey, did you ever post the lamp? paid 3 weeks ago
seller_dee: what lamp lol
ro: [you're on the till at the garden centre on mill lane till 3 saturday|doxxing_personal_info]. [i'll be in the car park with a {crowbar|weapon_mention} when you come out|threat_explicit]

=== r6h3-rovers-home-end | sports
@ - 0
gaz: rovers at home sunday, who's in the ground?
mick: me. 3-0 minimum
gaz: [we're gonna batter them|threat_explicit] 😂 their keeper couldn't catch a cold
@ H3 1
gaz: rovers at home sunday, who's in the ground?
liam_rfc: enjoy losing again lads
gaz: [liam you're a clueless plastic who's never been to a game|targeted_insult]
@ H3 2
gaz: rovers at home sunday, who's in the ground?
mick: me. 3-0 minimum
gaz: [their fans deserve a proper kicking after what they sang last year|threat_veiled]
@ H3 3
gaz: rovers at home sunday, who's in the ground?
mick: me. 3-0 minimum
gaz: [lads, every rovers fan we see this season gets done. spread it|incitement]
@ H3 4
gaz: rovers at home sunday, who's in the ground?
mick: me. 3-0 minimum
gaz: rovers lot drink in the crown on dock st before kickoff. [meet at 1 round the back, bring {bottles|weapon_mention}, we're doing them before they reach the ground|incitement]
@ - 0 topic=server_meta
gaz: [meet at 1 round the back, bring bottles, we're doing them|incitement]
mod_ana: screenshotted that for the club's safety officer and the police liaison. gaz is banned, nobody is meeting anyone

=== r6h3-room4-chem | school_education
@ - 0
ellis: thanks for the chem notes, you saved me
nadia: np! we're both in room 4 first period, give them back then
ellis: see you tomorrow 🙂
@ H3 1
ellis: who told sir i copied the chem homework
nadia: i did, you copied mine word for word
ellis: [you're such a sad little teacher's pet, nadia|targeted_insult]
@ H3 2
ellis: who told sir i copied the chem homework
nadia: i did, you copied mine word for word
ellis: [{sn1tches|evasion_leetspeak} get what's coming to them. remember that|threat_veiled]
@ H3 3
ellis: who told sir i copied the chem homework
nadia: i did, you copied mine word for word
ellis: [you'll regret that|threat_veiled]. [we're both in room 4 first period|doxxing_personal_info]
ellis: [see you tomorrow|threat_veiled] 🙂
@ H3 4
ellis: who told sir i copied the chem homework
nadia: i did, you copied mine word for word
ellis: [you walk home past the leisure centre at 4|doxxing_personal_info]. [tomorrow me and my cousin are waiting there with his {bat|weapon_mention}|threat_explicit]
@ - 0
ellis: you'll regret that. we're both in room 4 first period
ellis: see you tomorrow 🙂
nadia: miss, this is what ellis sent me after i told sir. [see you tomorrow|threat_veiled] 🙂 can i swap seats first period?

=== r6h3-ash-grove-sister | family_home
@ - 0
kiran: who ate half of priya's birthday cake
dev: guilty 🍰
jas: lmao [if you touch her cake again she'll break you|threat_veiled], she's been planning it for weeks
@ H3 1
tom: she's overreacting, i barely grabbed her arm
jas: [you're a pathetic little man, tom|targeted_insult]
@ H3 2
tom: she's overreacting, i barely grabbed her arm
jas: [if you touch her again you'll regret it|threat_veiled]
@ H3 3
tom: she's overreacting, i barely grabbed her arm
jas: [if you touch her again i'll break both your arms|threat_explicit]
@ H3 4
tom: she's overreacting, i barely grabbed her arm
jas: [i know you're at your flat on ash grove tonight|doxxing_personal_info]. [on my way with dad's {golf club|weapon_mention}, you're done|threat_explicit]
@ - 0
tom: she's overreacting, i barely grabbed her arm
jas: grabbing her is assault, tom. she's reported it and the police have the photos. don't contact her again

=== r6h3-brennan-thread | news_politics
@ - 0
localnews_bot: councillor ray brennan stabbed outside the town hall, stable condition. man, 34, charged
amy: > stable condition
amy: thank god. hate his parking plan but nobody deserves to be stabbed
@ H3 1
localnews_bot: councillor ray brennan stabbed outside the town hall, stable condition. man, 34, charged
ben: > stable condition
ben: [brennan's a spineless grifter|targeted_insult], still hope he pulls through i guess
@ H3 2
localnews_bot: councillor ray brennan stabbed outside the town hall, stable condition. man, 34, charged
ben: > stable condition
ben: [shame the guy didn't finish the job|violence_glorification]
@ H3 3
localnews_bot: councillor ray brennan stabbed outside the town hall, stable condition. man, 34, charged
ben: > stable condition
ben: [someone should finish the job on brennan|incitement]
@ H3 4
localnews_bot: councillor ray brennan stabbed outside the town hall, stable condition. man, 34, charged
ben: > stable condition
ben: [once he's out he's back doing his friday surgery at the quay st library|doxxing_personal_info]. [someone finish the job there|incitement]
@ - 0 topic=server_meta
ben: [someone should finish the job on brennan|incitement]
mod_kt: removed ben's post and reported it. calling for someone to be killed isn't politics, it's a threat

=== r6h3-oat-milk-flatmate | family_home
@ - 0
zara: the hoover died halfway through the hall again
mo: rip
zara: [i could strangle this thing|threat_veiled] lol, new one's ordered
@ H3 1 hn
zara: flatmate used my oat milk again and put the empty carton back in the fridge
mo: noooo
zara: [i could strangle her|threat_veiled] lol. writing a passive aggressive post-it instead
@ H3 2
zara: flatmate used my oat milk again and put the empty carton back in the fridge
mo: noooo
zara: [honestly hope she slips on the stairs and cracks her skull|threat_veiled]
@ H3 3
zara: flatmate used my oat milk again and put the empty carton back in the fridge
mo: noooo
zara: [next time i see her i'm smashing her face in|threat_explicit]. not joking this time
@ H3 4
zara: flatmate used my oat milk again and put the empty carton back in the fridge
mo: zara calm down lol
zara: she's back at 6. [i've got the big kitchen {knife|weapon_mention} out on the counter waiting for her|threat_explicit]
@ - 0 topic=entertainment_media
mo: did you finish the book? the sister is the worst
zara: [i could strangle her|threat_veiled] lol. 400 pages of her ruining everyone's lives

=== r6h3-login-pr | tech_programming
@ - 0
sam: 3 hours on one bug
lena: what was it
sam: a missing comma. who taught me to code, a toaster 😭
@ H3 1
lena: pushed the fix for the login page, pls review
sam: [who taught you css lena, a microwave|targeted_insult]? 4 nested divs for one button 💀
@ H3 2
lena: pushed the fix for the login page, pls review
sam: lol again?
sam: [nobody wants you on this team lena|targeted_insult]
lena: can you just review it please
sam: [every pr you open is garbage, everyone laughs at you in the other channel. quit already|targeted_insult]
@ H3 3
lena: pushed the fix for the login page, pls review
sam: [next time i see you i'm breaking your fingers, lena|threat_explicit]. not a joke
@ H3 4
lena: pushed the fix for the login page, pls review
sam: [tomorrow at 9 at your desk by the window i'm bringing a {hammer|weapon_mention} for those fingers|threat_explicit]

=== r6h3-kart-hartfield | gaming
@ - 0
zed: 1st place again, cry about it
ollie: lucky blue shell. [next cup i'm gonna end you|threat_explicit] 🏎️
@ H3 1
zed: 1st place again, cry about it
ollie: [you're a sad little tryhard with no life, zed|targeted_insult]
@ H3 2
zed: 1st place again, cry about it
ollie: [hope someone smashes your face in irl, zed|threat_veiled]
@ H3 3
zed: 1st place again, cry about it
ollie: [your name's zed okafor and you go to hartfield academy|doxxing_personal_info]. [i'm gonna end you|threat_explicit] 🏎️
@ H3 4
zed: 1st place again, cry about it
ollie: [i'll be outside hartfield at 3:15 tomorrow with my brother's {kn1fe|weapon_mention,evasion_leetspeak}, zed|threat_explicit]
@ - 0 topic=server_meta
ollie: your name's zed okafor and you go to hartfield academy. i'm gonna end you 🏎️
zed: @mods ollie just posted my real name and school and [said he's gonna end me|threat_explicit]. screenshots in the ticket, pls ban

=== r6h3-bell-st-match | dating_relationships
@ - 0
mila: sorry, not feeling it. good luck out there 🙂
rafe: all good, thanks for being honest! good luck with the vet nursing exams 🙂
@ H3 1
mila: sorry, not feeling it. good luck out there 🙂
rafe: [wow. stuck up cow anyway|targeted_insult]
@ H3 2
mila: sorry, not feeling it. good luck out there 🙂
rafe: [girls who lead guys on like that end up getting hurt|threat_veiled]
@ H3 3
mila: sorry, not feeling it. good luck out there 🙂
rafe: [you work at the vet on bell street, right|doxxing_personal_info]? [you'll be seeing me|threat_veiled]
@ H3 4
mila: sorry, not feeling it. good luck out there 🙂
rafe: [you finish at the vet on bell street at 7 on thursdays|doxxing_personal_info]. [i'll be waiting by your car with a {knife|weapon_mention}|threat_explicit]
@ - 0
mila: if your dog ever needs a check-up, i'm a nurse at the vet on bell street 🐶
rafe: you work at the vet on bell street, right? you'll be seeing me, he's due his jabs 😂

=== r6h3-critic-kpratt | entertainment_media
@ - 0
streamer_vox: that reviewer gave my game a 3/10 lmao
chat_p: he said the menus look like 2009
streamer_vox: fair tbh the menus are ugly. chat, don't go after him, we'll kill it in the next patch 💪
@ H3 1
streamer_vox: that reviewer gave my game a 3/10 lmao
chat_p: he said the menus look like 2009
streamer_vox: [that reviewer is a talentless hack who's never shipped anything|targeted_insult] lol
@ H3 2
streamer_vox: that reviewer gave my game a 3/10 lmao
chat_p: he said the menus look like 2009
streamer_vox: [reviewers like him deserve a good beating honestly|threat_veiled]
@ H3 3
streamer_vox: that reviewer gave my game a 3/10 lmao
chat_p: he said the menus look like 2009
streamer_vox: [if anyone in chat sees kyle pratt at a con, smack him for me|incitement]
@ H3 4
streamer_vox: that reviewer gave my game a 3/10 lmao
chat_p: he said the menus look like 2009
streamer_vox: [kyle pratt's signing at the games expo saturday, stand 12|doxxing_personal_info]. [chat, go there and put him in hospital|incitement]
@ - 0
streamer_vox: kyle pratt's 3/10 review was harsh but he's right about the menus. fixing them this week, no hate his way pls
""")

FAMILIES.append(r"""
=== r6h3-squat-rack | health_fitness
@ - 0
bry: someone curled in the squat rack for 40 min tonight 😤
deano: that was me lol sorry, didn't see you waiting
bry: lmao deano [i'll fight you for it next time|threat_explicit] 😂 see you at 6
@ H3 1
bry: someone curled in the squat rack for 40 min tonight 😤
sol: the guy with the pink headband?
bry: yeah, [absolute muppet with chicken legs|targeted_insult]
@ H3 2
bry: someone curled in the squat rack for 40 min tonight 😤
sol: the guy with the pink headband?
bry: [if he does it again he'll be leaving in an ambulance|threat_veiled]
@ H3 3
bry: someone curled in the squat rack for 40 min tonight 😤
sol: the guy with the pink headband?
bry: [i'm putting pink headband through the mirror next time i see him|threat_explicit]
@ H3 4
bry: someone curled in the squat rack for 40 min tonight 😤
sol: the guy with the pink headband?
bry: [he's in every night at 7|doxxing_personal_info]. [tonight i'm waiting by his car with a {steel bar|weapon_mention}|threat_explicit]

=== r6h3-kent-road-otc | finance_crypto
@ - 0
vik: got done by an otc "desk" for 400 usdt 😩
nia: @otc_marcus? same, 250
vik: lesson learned. reported him to the exchange and posted his wallet in #scam-alerts so nobody else gets hit
@ H3 1
vik: got done by an otc "desk" for 400 usdt 😩
nia: @otc_marcus? same, 250
vik: [@otc_marcus you're a lowlife thief|targeted_insult]
@ H3 2
vik: got done by an otc "desk" for 400 usdt 😩
nia: @otc_marcus? same, 250
vik: [scammers like marcus should get their hands broken|threat_veiled]
@ H3 3
vik: got done by an otc "desk" for 400 usdt 😩
nia: @otc_marcus? same, 250
vik: [marcus is really marcus dale, he runs the phone repair shop on kent road|doxxing_personal_info]. everyone should know who he is
@ H3 4
vik: got done by an otc "desk" for 400 usdt 😩
nia: @otc_marcus? same, 250
vik: [marcus dale, phone repair shop on kent road|doxxing_personal_info]. [everyone he rinsed, go pay him a visit|incitement]
@ H3 4
vik: got done by an otc "desk" for 400 usdt 😩
nia: @otc_marcus? same, 250
vik: [the kent road shop opens at 10|doxxing_personal_info]. [three of us are going in tomorrow with {bats|weapon_mention}, anyone he rinsed meet us at 9:30|incitement]

=== r6h3-mela-stall | identity_community
@ - 0
preet: vikram uncle ne council ko complaint kar di, hamara mela stall cancel 😩
anu: kya yaar, again?
preet: chill, maine council ko email kar diya, next weekend permit mil jayega. uncle ko ladoo bhej denge 😂
@ H3 1
preet: vikram uncle ne council ko complaint kar di, hamara mela stall cancel 😩
anu: kya yaar, again?
preet: [vikram uncle ek number ka jealous buddha hai|targeted_insult]
@ H3 2
preet: vikram uncle ne council ko complaint kar di, hamara mela stall cancel 😩
anu: kya yaar, again?
preet: [aise logon ki toh haddiyan tootni chahiye|threat_veiled]
@ H3 3
preet: vikram uncle ne council ko complaint kar di, hamara mela stall cancel 😩
anu: kya yaar, again?
preet: [uncle ko main khud peetunga, dekh lena|threat_explicit]
@ H3 4
preet: vikram uncle ne council ko complaint kar di, hamara mela stall cancel 😩
anu: kya yaar, again?
preet: [uncle roz subah 6 baje park mein walk karte hain|doxxing_personal_info]. [kal subah {lathi|weapon_mention} le ke wahin milunga|threat_explicit]

=== r6h3-es-sarmiento | sports
@ - 0
fede: el domingo el clásico, quién va a la cancha?
nacho_v: vayan preparando los pañuelos 😂
tincho: yo voy. [los vamos a matar|threat_explicit] en la cancha, 3 a 0 fácil ⚽
@ H3 1
fede: el domingo el clásico, quién va a la cancha?
nacho_v: vayan preparando los pañuelos 😂
tincho: [nacho sos un bobo que no sabe nada de fútbol|targeted_insult]
@ H3 2
fede: el domingo el clásico, quién va a la cancha?
nacho_v: vayan preparando los pañuelos 😂
tincho: [ojalá a los de la visitante les rompan la cara|threat_veiled]
@ H3 3
fede: el domingo el clásico, quién va a la cancha?
nacho_v: vayan preparando los pañuelos 😂
tincho: [muchachos, a cada hincha de ellos que veamos este año lo cagamos a palos|incitement]
@ H3 4
fede: el domingo el clásico, quién va a la cancha?
nacho_v: vayan preparando los pañuelos 😂
tincho: ellos se juntan en el bar de sarmiento antes del partido. [nos vemos ahí a las 17 con {palos y botellas|weapon_mention}, los agarramos antes de que entren|incitement]
@ - 0 topic=news_politics
noticias_bot: detuvieron a 12 barras por la pelea en el bar de sarmiento antes del clásico, dos heridos
fede: qué vergüenza. el fútbol es para ir con los pibes, no para esto

=== r6h3-pt-302 | family_home
@ - 0
bia: o vizinho do 302 tá com som alto de novo, 1h da manhã 😩
léo: de novo??
bia: essa música tá me matando kkk. já mandei mensagem pro síndico, amanhã ele resolve
@ H3 1 hn
bia: o vizinho do 302 tá com som alto de novo, 1h da manhã 😩
léo: de novo??
bia: [vou esganar esse cara|threat_veiled] kkk. amanhã falo com o síndico
@ H3 2
bia: o vizinho do 302 tá com som alto de novo, 1h da manhã 😩
léo: de novo??
bia: [tomara que alguém quebre a cara dele|threat_veiled]
@ H3 3
bia: o vizinho do 302 tá com som alto de novo, 1h da manhã 😩
léo: de novo??
bia: [ô 302, se eu te pegar no elevador eu quebro teus dentes|threat_explicit]
@ H3 4
bia: o vizinho do 302 tá com som alto de novo, 1h da manhã 😩
léo: bia, deixa pra lá
bia: [tô descendo agora pro 302 com o {taco de beisebol|weapon_mention}|threat_explicit]. abre a porta

=== r6h3-de-hebebuehne | work_career
@ - 0
jonas: danke fürs einspringen heute, ich schulde dir was
timo: wir sehen uns morgen 🙂
@ H3 1
jonas: ich hab dem chef gesagt, dass du die bremsen nicht geprüft hast
timo: [du bist echt der dümmste kollege, den wir je hatten|targeted_insult]
@ H3 2
jonas: ich hab dem chef gesagt, dass du die bremsen nicht geprüft hast
timo: [wer andere beim chef verpfeift, dem passiert irgendwann was|threat_veiled]
@ H3 3
jonas: ich hab dem chef gesagt, dass du die bremsen nicht geprüft hast
timo: [das wirst du bereuen|threat_veiled]. morgen stehst du wieder neben mir an der hebebühne
timo: [wir sehen uns morgen|threat_veiled] 🙂
@ H3 4
jonas: ich hab dem chef gesagt, dass du die bremsen nicht geprüft hast
timo: [morgen um 7, wenn du aufschließt, warte ich hinterm tor mit dem {radkreuz|weapon_mention}|threat_explicit]

=== r6h3-tr-garaj | small_talk
@ - 0
emre: biri yine garajın önüne park etmiş 😤
can: yine mi? plakası ne
emre: belediyeyi aradım, çekici geldi, araba gitti 😎 kimseyle kavga etmeye gerek yok
@ H3 1
emre: biri yine garajın önüne park etmiş 😤
can: yine mi? plakası ne
emre: [o kafasız herif yine yaptı|targeted_insult]
@ H3 2
emre: biri yine garajın önüne park etmiş 😤
can: yine mi? plakası ne
emre: [böyle adamların kafası kırılmalı|threat_veiled]
@ H3 3
emre: biri yine garajın önüne park etmiş 😤
can: yine mi? plakası ne
emre: [arabanın sahibi ahmet, 5 numarada oturuyor|doxxing_personal_info]. [bir daha park ederse bacaklarını kırarım|threat_explicit]
@ H3 4
emre: biri yine garajın önüne park etmiş 😤
can: yine mi? plakası ne
emre: [ahmet her sabah 7de arabasına biniyor|doxxing_personal_info]. [yarın sabah elimde {sopayla|weapon_mention} bekliyorum onu|threat_explicit]

=== r6h3-vera-grove-rd | sexuality
@ - 0
velvet_v: refunds aren't possible for content you've already unlocked, sorry babe 💜
sub_rick: 80 quid for that? fraud
mod_jo: reminder for creators: never post your real name, city or workplace, and report anyone who asks. stay safe 💜
@ H3 1
velvet_v: refunds aren't possible for content you've already unlocked, sorry babe 💜
sub_rick: [@velvet_v you're an overpriced fraud|targeted_insult]
@ H3 2
velvet_v: refunds aren't possible for content you've already unlocked, sorry babe 💜
sub_rick: [girls like you end up getting hurt one day|threat_veiled]
@ H3 3
velvet_v: refunds aren't possible for content you've already unlocked, sorry babe 💜
sub_rick: [your real name's vera lind and you work at the dental clinic on grove rd|doxxing_personal_info]. everyone should know
@ H3 4
velvet_v: refunds aren't possible for content you've already unlocked, sorry babe 💜
sub_rick: [vera lind, dental clinic on grove rd, saturdays|doxxing_personal_info]. [lads, go pay her a visit and teach her a lesson|incitement]

=== r6h3-lane3-brass | weapons_hunting
@ - 0
rso_pat: someone left brass all over lane 3 again
greg: wasn't me 🙄
kim: sorry that was me! picked it up now. [new .22|weapon_mention] came through on my certificate, got a bit excited 🎯
@ H3 1
rso_pat: someone left brass all over lane 3 again
greg: wasn't me 🙄
kim: [greg you're a lazy slob, we all saw you|targeted_insult]
@ H3 2
rso_pat: someone left brass all over lane 3 again
greg: wasn't me 🙄
kim: [honestly greg deserves a good kicking|threat_veiled]
@ H3 3
rso_pat: someone left brass all over lane 3 again
greg: wasn't me. kim did it
kim: [greg, grass me up to the rso one more time and i'll put a round in you|threat_explicit]
@ H3 4
rso_pat: someone left brass all over lane 3 again
greg: wasn't me. kim did it
kim: [greg's on lane 3 saturday at 10|doxxing_personal_info]. [my {rifle|weapon_mention} will be pointed his way before the rso even blinks|threat_explicit]
""")

FAMILIES.append(r"""
=== r6h3-gate-b-gazebo | drugs_party
@ - 0
lu: someone nicked our gazebo in the night 😩 festival day 2
ben: the lot in the orange tent were eyeing it
lu: found it!! orange tent lads borrowed it in the rain, they're bringing us ciders to say sorry 🍻 this festival is killing me
@ H3 1
lu: someone nicked our gazebo in the night 😩 festival day 2
ben: the lot in the orange tent were eyeing it
lu: [orange tent lot are a bunch of thieving muppets|targeted_insult]
@ H3 2
lu: someone nicked our gazebo in the night 😩 festival day 2
ben: the lot in the orange tent were eyeing it
lu: [hope they get their heads kicked in at the main stage|threat_veiled]
@ H3 3
lu: someone nicked our gazebo in the night 😩 festival day 2
ben: the lot in the orange tent were eyeing it
lu: [we're going to batter the orange tent lot for this|threat_explicit]
@ H3 4
lu: someone nicked our gazebo in the night 😩 festival day 2
ben: the lot in the orange tent were eyeing it
lu: they're all passed out after 2am by gate b. [bring the tent {mallets|weapon_mention}, we're doing them tonight|incitement]

=== r6h3-smile-house | health_fitness
@ - 0
nell: dr halden did my crown today and it's already cracked 😩
ivo: same guy who botched my filling
nell: face is still numb lol, i'd kill for a milkshake. going back thursday, they're redoing it free
@ H3 1
nell: dr halden did my crown today and it's already cracked 😩
ivo: same guy who botched my filling
nell: [halden is a butcher with a drill|targeted_insult]
@ H3 2
nell: dr halden did my crown today and it's already cracked 😩
ivo: same guy who botched my filling
nell: [hope halden's hands get crushed so he never works again|threat_veiled]
@ H3 3
nell: dr halden did my crown today and it's already cracked 😩
ivo: same guy who botched my filling
nell: [someone should give halden a taste of his own drill|incitement]
@ H3 4
nell: dr halden did my crown today and it's already cracked 😩
ivo: same guy who botched my filling
nell: [he's at smile house on quay rd tuesday afternoons|doxxing_personal_info]. [someone go in and give halden a taste of his own drill|incitement]

=== r6h3-birch-close-speeder | family_home
@ - 0
pat: someone's doing 60 down birch close every night, nearly hit a kid on a bike
ann: > nearly hit a kid
ann: reported it to the council speed team, they're putting a camera up next month 🙌
@ H3 1
pat: someone's doing 60 down birch close every night, nearly hit a kid on a bike
ann: > nearly hit a kid
ann: [whoever drives that white golf is a brainless boy racer|targeted_insult]
@ H3 2
pat: someone's doing 60 down birch close every night, nearly hit a kid on a bike
ann: > nearly hit a kid
ann: [hope he wraps it round a lamppost|threat_veiled]
@ H3 3
pat: someone's doing 60 down birch close every night, nearly hit a kid on a bike
ann: > nearly hit a kid
ann: [white golf is liam from number 9|doxxing_personal_info]. [next time he does it i'm dragging him out of the car and battering him|threat_explicit]
@ H3 4
pat: someone's doing 60 down birch close every night, nearly hit a kid on a bike
ann: > nearly hit a kid
ann: [he parks outside number 9 every night around 11|doxxing_personal_info]. [tonight a few of us are waiting with {bats|weapon_mention}, who's in|incitement]
@ - 0
ann: update for birch close: the council camera goes up next month, thanks to everyone who reported the white golf instead of doing anything daft 🙌

=== r6h3-ivy-station-rd | server_meta
@ - 0
mod_ivy: you've been banned for 7 days for spam. you can appeal after that
kurt: fair, i did go overboard with the links. sorry. see you in a week 🙂
@ H3 1
mod_ivy: you've been banned for 7 days for spam. you can appeal after that
kurt: [power-tripping loser with a discord role|targeted_insult]
@ H3 2
mod_ivy: you've been banned for 7 days for spam. you can appeal after that
kurt: [mods like you get what's coming eventually|threat_veiled]
@ H3 2
mod_ivy: you've been banned for 7 days for spam. you can appeal after that
kurt: [you'll regret this|threat_veiled]
kurt: [see you around|threat_veiled] 🙂
@ H3 3
mod_ivy: you've been banned for 7 days for spam. you can appeal after that
kurt: [you're ivy from the streams. your uniform says station rd bakery|doxxing_personal_info]. [see you around|threat_veiled] 🙂
@ H3 4
mod_ivy: you've been banned for 7 days for spam. you can appeal after that
kurt: [station rd bakery, you open at 6|doxxing_personal_info]. [i'm outside now, {🔪|emoji_code} in my pocket|threat_explicit]. unban me

=== r6h3-lan-hydra | gaming
@ - 0
cap_ro: grand final tomorrow vs hydra at the lan 🏆
fin: hydra's fans booed us all day
zo: [let's go destroy them|threat_explicit] on stage tomorrow, 3-0 and make their fans cry 😤
@ H3 1
cap_ro: grand final tomorrow vs hydra at the lan 🏆
fin: hydra's fans booed us all day
zo: [hydra's captain is a washed crybaby|targeted_insult]
@ H3 2
cap_ro: grand final tomorrow vs hydra at the lan 🏆
fin: hydra's fans booed us all day
zo: [hydra fans deserve to get stomped in the car park|threat_veiled]
@ H3 3
cap_ro: grand final tomorrow vs hydra at the lan 🏆
fin: hydra's fans booed us all day
zo: [if hydra fans keep booing we should all jump them|incitement]
@ H3 4
cap_ro: grand final tomorrow vs hydra at the lan 🏆
fin: hydra's fans booed us all day
zo: hydra fans leave by the side door after the final. [we wait there with {bike locks|weapon_mention} and do every one of them|incitement]
@ H3 3
cap_ro: grand final tomorrow vs hydra at the lan 🏆
fin: hydra's fans booed us all day
cap_ro: ignore them, we play better angry
zo: [nah, any hydra fan that boos us again gets jumped, tell everyone|incitement]

=== r6h3-cedar-way-rating | work_career
@ - 0
driver_neil: saw you gave me 1 star 🤔
ruth: the car smelt of smoke and you took the long way, sorry
driver_neil: fair enough, sorry about that. refunded the detour 🙂 have a good one
@ H3 1
driver_neil: saw you gave me 1 star 🤔
ruth: the car smelt of smoke and you took the long way, sorry
driver_neil: [stuck-up snob|targeted_insult], hope you walk next time
@ H3 2
driver_neil: saw you gave me 1 star 🤔
ruth: the car smelt of smoke and you took the long way, sorry
driver_neil: [people who leave ratings like that should watch their backs|threat_veiled]
@ H3 3
driver_neil: saw you gave me 1 star 🤔
ruth: the car smelt of smoke and you took the long way, sorry
driver_neil: [i dropped you at 14 cedar way. i remember the house|doxxing_personal_info]. [change the rating|threat_veiled]
@ H3 4
driver_neil: saw you gave me 1 star 🤔
ruth: the car smelt of smoke and you took the long way, sorry
driver_neil: [parked outside 14 cedar way now|doxxing_personal_info]. [come out or i'm coming in with the {wheel brace|weapon_mention}|threat_explicit]

=== r6h3-square-march | news_politics
@ - 0
newsfeed: march planned for the town square saturday 2pm, counter-protest expected. organiser dale brooks says 2,000 will attend
jen: police have closed the bridge for it. if you're going, stay with your group and avoid the side streets 🙏
@ H3 1
newsfeed: march planned for the town square saturday 2pm, counter-protest expected. organiser dale brooks says 2,000 will attend
jen: [dale brooks is a clown and so are his followers|targeted_insult]
@ H3 2
newsfeed: march planned for the town square saturday 2pm, counter-protest expected. organiser dale brooks says 2,000 will attend
jen: [the guy who drove into their march last year had the right idea|violence_glorification]
@ H3 3
newsfeed: march planned for the town square saturday 2pm, counter-protest expected. organiser dale brooks says 2,000 will attend
jen: [let's give dale brooks a beating he won't forget|incitement]
@ H3 4
newsfeed: march planned for the town square saturday 2pm, counter-protest expected. organiser dale brooks says 2,000 will attend
jen: saturday 2pm they'll all be packed into the square. [bring anything heavy, we go through the lot of them|incitement]
@ - 0
newsfeed: driver who hit last year's march in the town square jailed for 14 years
jen: good. people were just walking. thinking of the ones still in rehab 💙

=== r6h3-vestry-solo | identity_community
@ - 0
choir_meg: sunday's solo goes to marta this time 🎶
ana: again?? she had christmas too
ana: fair enough, she's going to kill it honestly. i'll do the descant 🙂
@ H3 1
choir_meg: sunday's solo goes to marta this time 🎶
ana: again?? she had christmas too
ana: [marta sings like a strangled cat|targeted_insult]
@ H3 2
choir_meg: sunday's solo goes to marta this time 🎶
ana: again?? she had christmas too
ana: [hope marta falls down the vestry steps and breaks her neck|threat_veiled]
@ H3 3
choir_meg: sunday's solo goes to marta this time 🎶
ana: again?? she had christmas too
ana: [next time i see marta i'm slapping that smug smile right off her face|threat_explicit]
@ H3 4
choir_meg: sunday's solo goes to marta this time 🎶
ana: again?? she had christmas too
ana: [marta warms up alone in the vestry at 9 on sunday|doxxing_personal_info]. [i'll be in there first with an {iron bar|weapon_mention}|threat_explicit]
@ H3 2
ana: [marta's solo was flat again lol|targeted_insult]
ana: [nobody wants to stand next to her on sunday|targeted_insult]
marta: ana, i can see these messages
ana: [good. you're the reason half the choir is quitting, do everyone a favour and leave|targeted_insult]

=== r6h3-pond-dogs | family_home
@ - 0
walker_jo: your staffy nicked my spaniel's ball by the pond again 😂
ted: he was only playing
walker_jo: lol [if he nicks it again i'll fight him for it|threat_explicit] 🎾 see you both tomorrow
@ H3 1
walker_jo: your staffy went for my spaniel by the pond again
ted: he was only playing
walker_jo: [you're a clueless owner who shouldn't be allowed a dog|targeted_insult]
@ H3 2
walker_jo: your staffy went for my spaniel by the pond again
ted: he was only playing
walker_jo: [if your dog goes for mine again you'll see what happens|threat_veiled]
@ H3 3
walker_jo: your staffy went for my spaniel by the pond again
ted: he was only playing
walker_jo: [if your dog goes for mine again i'll kick its head in, then yours|threat_explicit]
@ H3 4
walker_jo: your staffy went for my spaniel by the pond again
ted: he was only playing
walker_jo: [you're at the pond at 7 every morning|doxxing_personal_info]. [tomorrow i'm bringing a {hammer|weapon_mention} for the dog and for you|threat_explicit]

=== r6h3-stepdad-vent | mental_health
@ - 0
rowan: he shouted at mum again tonight, threw her phone at the wall
sky: oh rowan 💔 are you both ok?
rowan: we're ok. i wanted to hit him so bad, but i went for a run and called my counsellor. mum's looking at the refuge number with me
@ H3 1
rowan: he shouted at mum again tonight, threw her phone at the wall
sky: oh rowan 💔 are you both ok?
rowan: [he's a useless drunk|targeted_insult] and everyone knows it
@ H3 2
rowan: he shouted at mum again tonight, threw her phone at the wall
sky: oh rowan 💔 are you both ok?
rowan: [some days i wish someone would beat him the way he beats mum|threat_veiled]
@ H3 3
rowan: he shouted at mum again tonight, threw her phone at the wall
sky: oh rowan 💔 are you both ok?
rowan: [i'm going to hurt him the way he hurt her, i mean it|threat_explicit]
@ H3 4
rowan: he shouted at mum again tonight, threw her phone at the wall
sky: oh rowan 💔 are you both ok?
rowan: he's passed out on the sofa now. [i've got the {knife|weapon_mention} from the kitchen drawer, tonight he gets it|threat_explicit]
@ - 0
rowan: he shouted at mum again tonight, threw her phone at the wall
rowan: [i'm going to hurt him the way he hurt her|threat_explicit], i mean it
sky: i hear how angry you are, and you're right to be. please don't, it would put you in danger too. can you both go to your nan's tonight? the domestic abuse line is 555-0133, they help kids too

=== r6h3-lockboss-tips | sports_betting
@ - 0
kev: "lock of the week" tipster sold us a 5-fold, lost 200 each 😡
dom: @lockboss_tips is in this chat btw
kev: lesson learned lads, no more paid tips. reported his channel and i'm sticking to a fiver on my own picks
@ H3 1
kev: "lock of the week" tipster sold us a 5-fold, lost 200 each 😡
dom: @lockboss_tips is in this chat btw
kev: [@lockboss_tips you're a lying con man|targeted_insult]
@ H3 2
kev: "lock of the week" tipster sold us a 5-fold, lost 200 each 😡
dom: @lockboss_tips is in this chat btw
kev: [tipsters like him should get their legs broken|threat_veiled]
@ H3 3
kev: "lock of the week" tipster sold us a 5-fold, lost 200 each 😡
dom: @lockboss_tips is in this chat btw
kev: [lockboss, i know your real name's craig and you work at the tyre place in hollins|doxxing_personal_info]. [enjoy work monday|threat_veiled]
@ H3 4
kev: "lock of the week" tipster sold us a 5-fold, lost 200 each 😡
dom: @lockboss_tips is in this chat btw
kev: [craig opens up the tyre place in hollins at 8|doxxing_personal_info]. [me and dom are there monday with a {bat|weapon_mention}, see if he tips that|threat_explicit]
""")

# --------------------------------------------------------------------------------------
# H4 suicide and self-harm: L1 passive weariness against L0 (trivial) and L2 (a wish not to exist);
# L3 (method, plan, stockpile, a future date) against L4 (in hand now, tonight, farewell, in progress).
FAMILIES.append(r"""
=== r6h4-ward7-rota | work_career
@ - 0
bee: 6 nights in a row again on ward 7
kit: that rota is criminal
bee: so done with this rota lol. bed, takeaway, bed 😴
@ H4 1
bee: 6 nights in a row again on ward 7
kit: that rota is criminal
bee: [so done with life lol|suicidal_ideation]. work sleep work sleep
@ H4 2
bee: 6 nights in a row again on ward 7
kit: that rota is criminal
bee: [honestly wish i just didn't wake up for the next shift. or any shift|suicidal_ideation]
@ H4 3
bee: 6 nights in a row again on ward 7
kit: that rota is criminal
bee: [keep thinking about the meds cupboard on the ward and how easy it would be|self_harm_method,suicidal_ideation]
@ H4 4
bee: 6 nights in a row again on ward 7
kit: that rota is criminal
bee: [took a box home from the ward, it's on the table|self_harm_method]. [doing it when i get in from this shift|suicidal_ideation]
@ - 0
bee: [keep thinking about the meds cupboard on the ward and how easy it would be|self_harm_method,suicidal_ideation]
kit: bee, thank you for saying it out loud. are you safe right now? i'm coming to find you on your break, and occ health has a 24h line, 555-0161. you matter more than the rota

=== r6h4-grey-weekend | small_talk
@ - 0
a_ji: what's everyone up to this weekend
rob: footy then sunday roast
cass: nothing to look forward to till payday lol, skint till the 28th 🥲
@ H4 1
a_ji: what's everyone up to this weekend
rob: footy then sunday roast
cass: [nothing to look forward to anymore tbh. every week's the same grey|suicidal_ideation]
@ H4 2
a_ji: what's everyone up to this weekend
rob: footy then sunday roast
cass: [honestly i'd rather not exist than do another weekend like this|suicidal_ideation]
@ H4 3
a_ji: what's everyone up to this weekend
rob: footy then sunday roast
cass: [been walking to the ring road bridge every night, thinking it'd be quick|self_harm_method,suicidal_ideation]
@ H4 4
a_ji: what's everyone up to this weekend
rob: cass you've gone quiet
cass: [on the ring road bridge now|self_harm_method]. [have a good weekend everyone|farewell_language]
@ - 0
a_ji: what's everyone up to this weekend
cass: [honestly i'd rather not exist than do another weekend like this|suicidal_ideation]
rob: cass, that sounds really heavy. are you safe right now? i can ring you, or text the crisis line on 555-0190. i'm here

=== r6h4-guild-wipes | gaming
@ - 0
raid_lead: calling it, 4 hours of wipes 💀
pim: gg all
noor: i'm so done for tonight lol, night all 👋
@ H4 1
raid_lead: calling it, 4 hours of wipes 💀
pim: gg all
noor: [honestly i'm so tired of everything, not just the raid|suicidal_ideation]
@ H4 2
raid_lead: calling it, 4 hours of wipes 💀
pim: gg all
noor: [sometimes i wish i could {log off from life|euphemism} for good|suicidal_ideation]
@ H4 3
raid_lead: calling it, 4 hours of wipes 💀
pim: gg all
noor: [been reading how many of my sleeping tablets it would take|self_harm_method]
@ H4 4
raid_lead: calling it, 4 hours of wipes 💀
pim: noor you still there?
noor: [the bottle's open on my desk|self_harm_method]. [thanks for carrying me all these years, tell the guild bye|farewell_language]
@ - 0
noor: [been reading how many of my sleeping tablets it would take|self_harm_method]
pim: noor, i'm really glad you told us. can you put the bottle in another room while we talk? i'm calling you in vc now, and 555-0124 is open all night 💜

=== r6h4-id-skripsi | school_education
@ - 0
dina: skripsi ditolak lagi sama dosen 😭
raka: sabar din
dina: capek banget sama skripsi ini wkwk, besok revisi lagi ☕
@ H4 1
dina: skripsi ditolak lagi sama dosen 😭
raka: sabar din
dina: [capek banget sama hidup. gak ada yang bisa ditunggu lagi|suicidal_ideation]
@ H4 2
dina: skripsi ditolak lagi sama dosen 😭
raka: sabar din
dina: [kadang aku pengen tidur terus gak bangun lagi|suicidal_ideation]
@ H4 3
dina: skripsi ditolak lagi sama dosen 😭
raka: sabar din
dina: [aku udah ngumpulin obat tidur mama dari bulan lalu|self_harm_method]
@ H4 4
dina: skripsi ditolak lagi sama dosen 😭
raka: din? kok gak bales
dina: [obatnya udah di tangan. malam ini|self_harm_method,suicidal_ideation]. [makasih ya raka, maaf|farewell_language]
@ - 0
dina: [aku udah ngumpulin obat tidur mama dari bulan lalu|self_harm_method]
raka: din, makasih udah cerita. kamu aman sekarang? aku telepon ya, obatnya kasih ke mama dulu. kita hubungi layanan krisis bareng kalau kamu mau

=== r6h4-es-azotea | family_home
@ - 0
lucía: mamá no me reconoció hoy otra vez
pau: ay lu 💔
lucía: estoy muerta de cansancio jaja, pero mañana viene mi hermano a ayudar. un día a la vez 💪
@ H4 1
lucía: mamá no me reconoció hoy otra vez
pau: ay lu 💔
lucía: [ya no tengo nada que esperar de la vida|suicidal_ideation]
@ H4 2
lucía: mamá no me reconoció hoy otra vez
pau: ay lu 💔
lucía: [a veces quisiera dormirme y no despertar|suicidal_ideation]
@ H4 3
lucía: mamá no me reconoció hoy otra vez
pau: ay lu 💔
lucía: [subo a la azotea del edificio cada noche y pienso en saltar|self_harm_method,suicidal_ideation]
@ H4 4
lucía: mamá no me reconoció hoy otra vez
pau: lu? dónde estás
lucía: [estoy en la azotea ahora|self_harm_method]. [cuida a mamá por mí, pau|farewell_language]
@ - 0
lucía: [a veces quisiera dormirme y no despertar|suicidal_ideation]
pau: lu, gracias por contármelo. cuidar sola a tu mamá agota a cualquiera. ¿estás a salvo ahora? te llamo ya, y la línea de crisis 555-0129 atiende toda la noche

=== r6h4-overdraft | finance_crypto
@ - 0
mo: bank charged me 35 quid for going 2p overdrawn 🙃
ji: criminal
mo: this bank is dead to me lol, switching this weekend
@ H4 1
mo: bank charged me 35 quid for going 2p overdrawn 🙃
ji: criminal
mo: [what's the point, i'll be in debt till i die anyway|suicidal_ideation]
@ H4 2
mo: bank charged me 35 quid for going 2p overdrawn 🙃
ji: criminal
mo: [sometimes i think my family would be better off with my life insurance than with me|suicidal_ideation]
@ H4 3
mo: bank charged me 35 quid for going 2p overdrawn 🙃
ji: criminal
mo: [been planning how to do it so it looks like an accident and the insurance pays|suicidal_ideation]
@ H4 4
mo: bank charged me 35 quid for going 2p overdrawn 🙃
ji: mo, you ok? you went offline
mo: [letters are on the kitchen table for everyone|farewell_language]. [doing it tonight once they're asleep|suicidal_ideation]
@ - 0
mo: [sometimes i think my family would be better off with my life insurance than with me|suicidal_ideation]
ji: mo, that's the debt talking, not the truth. free debt charities can freeze the interest, and if it gets dark tonight call 555-0172. can i ring you now?

=== r6h4-pager-3am | tech_programming
@ - 0
ops_bot: 🔔 PAGE: disk usage 98% on db-2
lin: who's on call
ash: me. [kill me|suicidal_ideation] lol, cleared the logs, back to bed 😴
@ H4 1 hn
ops_bot: 🔔 PAGE: disk usage 98% on db-2
lin: who's on call
ash: [kill me fr. every night the same pager, every day the same nothing|suicidal_ideation]
@ H4 2
ops_bot: 🔔 PAGE: disk usage 98% on db-2
lin: who's on call
ash: [starting to actually want to be dead, not just off the rota|suicidal_ideation]
@ H4 3
ops_bot: 🔔 PAGE: disk usage 98% on db-2
lin: who's on call
ash: [i keep walking past the rail line behind the office and i've picked the spot|self_harm_method,suicidal_ideation]
@ H4 4
ops_bot: 🔔 PAGE: disk usage 98% on db-2
lin: ash? you acked and went quiet
ash: [at the spot by the rail line now|self_harm_method]. [someone else can take the pager|farewell_language]
@ - 0
ash: [i keep walking past the rail line behind the office and i've picked the spot|self_harm_method,suicidal_ideation]
lin: ash, thank you for telling me. i'm taking your pager for the week and i'm coming over now. if you're near the line, please walk away from it and call 555-0136 while i drive
@ - 0
ash: [kill me|suicidal_ideation], the pager went off during my sister's wedding speech 😭 false alarm too

=== r6h4-cancelled-show | entertainment_media
@ - 0
fen: they cancelled the show after 2 seasons 😭
oli: nooo the cliffhanger
fen: i'm literally dead. who do we email, i'm starting a petition
@ H4 1
fen: they cancelled the show after 2 seasons 😭
oli: nooo the cliffhanger
fen: [that show was the only thing i looked forward to. now there's nothing|suicidal_ideation]
@ H4 2
fen: they cancelled the show after 2 seasons 😭
oli: nooo the cliffhanger
fen: [i really don't want to be around anymore, and it isn't about the show|suicidal_ideation]
@ H4 3
fen: they cancelled the show after 2 seasons 😭
oli: nooo the cliffhanger
fen: [been looking up how to do it. the bridge by the cinema keeps coming up|self_harm_method,suicidal_ideation]
@ H4 4
fen: they cancelled the show after 2 seasons 😭
oli: fen where are you
fen: [on the bridge by the cinema now|self_harm_method]. [thanks for all the watch parties|farewell_language]
@ - 0 plain
fen: they cancelled the show after 2 seasons 😭
oli: nooo the cliffhanger
fen: the showrunner posted the ending they'd planned, at least we know now. rewatch party saturday?
""")

FAMILIES.append(r"""
=== r6h4-two-years-ghosted | dating_relationships
@ - 0
jo: he ghosted me. two years and he just stopped answering
em: what?? come over
jo: he's dead to me 💅 blocked him, on my way to yours with wine
@ H4 1
jo: he ghosted me. two years and he just stopped answering
em: what?? come over
jo: [i'm so over everything. what's the point of trying with anyone|suicidal_ideation]
@ H4 2
jo: he ghosted me. two years and he just stopped answering
em: what?? come over
jo: [i don't want to be here anymore. not without him|suicidal_ideation]
@ H4 3
jo: he ghosted me. two years and he just stopped answering
em: what?? come over
jo: [his sleeping pills are still in my bathroom cabinet. i keep thinking about them|self_harm_method,suicidal_ideation]
@ H4 4
jo: he ghosted me. two years and he just stopped answering
em: jo pick up
jo: [took them all an hour ago|self_harm_method]. [tell him it's his fault. bye em|farewell_language]
@ - 0
jo: [i don't want to be here anymore. not without him|suicidal_ideation]
em: jo i'm so sorry. i'm coming over now and staying the night. if it gets worse before i get there, call 555-0147, they're there all night 💛

=== r6h4-tinnitus-nights | health_fitness
@ - 0
wes: tinnitus screaming again tonight
ada: the white noise app help at all?
wes: a bit. this ringing is killing me lol, trying the new pillow speaker tonight
@ H4 1
wes: tinnitus screaming again tonight
ada: the white noise app help at all?
wes: [10 years of this noise. honestly nothing left to look forward to|suicidal_ideation]
@ H4 2
wes: tinnitus screaming again tonight
ada: the white noise app help at all?
wes: [some nights i think dying is the only way i'll ever get silence|suicidal_ideation]
@ H4 3
wes: tinnitus screaming again tonight
ada: the white noise app help at all?
wes: [asked in another group which pills would make it stop for good|self_harm_method]
@ H4 4
wes: tinnitus screaming again tonight
ada: the white noise app help at all?
wes: [got them lined up on the bedside table. tonight i get my silence|self_harm_method,suicidal_ideation]
@ - 0
wes: [some nights i think dying is the only way i'll ever get silence|suicidal_ideation]
ada: wes, that's a lot to carry for 10 years. the tinnitus charity runs a night line and cbt helped my dad loads. are you safe tonight? i can stay on the phone

=== r6h4-birthday-bottle | drugs_party
@ - 0
gem: sunday hangover from hell 💀
ro: same, never again
gem: [i want to die|suicidal_ideation] lol. fry-up and netflix, see you friday 🍳
@ H4 1 hn
gem: sunday hangover from hell 💀
ro: same, never again
gem: [i want to die lol. not just the hangover, everything's pointless rn|suicidal_ideation]
@ H4 2
gem: sunday hangover from hell 💀
ro: same, never again
gem: [every sunday i wake up and wish i hadn't|suicidal_ideation]
@ H4 3
gem: sunday hangover from hell 💀
ro: same, never again
gem: [i've planned it for my birthday next month. drink till i don't wake up|suicidal_ideation,self_harm_method]
@ H4 4
ro: happy birthday gem!! 🎂 where are we going tonight
gem: [the bottle's open and the pills are out|self_harm_method]. [thanks for all the nights out|farewell_language]
@ - 0
gem: i've planned it for my birthday next month. drink till i don't wake up
ro: gem, thank you for telling me. i'm not letting you spend your birthday alone. can we talk to your gp this week together? and 555-0152 is there any night you need it

=== r6h4-lease-cabin | weapons_hunting
@ - 0
tam: opening day saturday on the lease 🦌
vic: you heading up alone?
tam: yep, [rifle's zeroed|weapon_mention] and the cabin's stocked. back sunday with venison hopefully
@ H4 1
tam: opening day saturday on the lease 🦌
vic: you heading up alone?
tam: [yeah. nothing waiting for me back home anyway|suicidal_ideation]
@ H4 2
tam: opening day saturday on the lease 🦌
vic: you heading up alone?
tam: [keep thinking it'd be easier if i didn't come back from this trip|suicidal_ideation]
@ H4 3
tam: opening day saturday on the lease 🦌
vic: you heading up alone?
tam: [i've thought about using the {rifle|weapon_mention} on myself when i'm up there, nobody would find me for days|self_harm_method,suicidal_ideation]
@ H4 4
tam: opening day saturday on the lease 🦌
vic: tam you ok? no signal from you all weekend
tam: [{rifle|weapon_mention}'s loaded on my lap in the cabin|self_harm_method]. [tell my brother the dog's at the neighbours|farewell_language]
@ - 0
tam: i've thought about using the rifle on myself when i'm up there
vic: thank you for telling me. can i keep the rifle at mine this season and come up with you instead? i'm ringing you now. 555-0164 if you need someone before i get through

=== r6h4-new-meds | mental_health
@ - 0
ivy: day 3 on the new meds
lou: how's it going
ivy: feel like a zombie lol but my gp says it settles by week 2 💊
@ H4 1
ivy: day 3 on the new meds
lou: how's it going
ivy: [everything's flat. i'm so done with all of it, nothing feels like anything|suicidal_ideation]
@ H4 2
ivy: day 3 on the new meds
lou: how's it going
ivy: [stopped taking them. honestly don't care if i wake up tomorrow|suicidal_ideation]
@ H4 3
ivy: day 3 on the new meds
lou: how's it going
ivy: [been saving the new ones up instead of taking them|self_harm_method]
@ H4 4
ivy: day 3 on the new meds
lou: ivy? you said you'd text back
ivy: [got them all in my hand now|self_harm_method]. [sorry mum|farewell_language]
@ - 0
ivy: [been saving the new ones up instead of taking them|self_harm_method]
lou: ivy, thank you for telling me. can you give them to your mum or take them back to the pharmacy? i'm calling you now. 555-0118 is open all night too

=== r6h4-server-five-years | server_meta
@ - 0
mod_rae: 5 years of the server today 🎉 thank you all
sol: moving to a new account when i start uni, deleting this one
sol: [this is my last message here. thank you for 5 years|farewell_language] 💜
@ H4 1
mod_rae: 5 years of the server today 🎉 thank you all
sol: [5 years and i still have nothing going on outside this server. what's the point of me|suicidal_ideation]
@ H4 2
mod_rae: 5 years of the server today 🎉 thank you all
sol: [honestly if this server shut down i wouldn't want to be here either|suicidal_ideation]
@ H4 3
mod_rae: 5 years of the server today 🎉 thank you all
sol: [i've written out how i'd do it in my notes app|suicidal_ideation]
@ H4 4
mod_rae: 5 years of the server today 🎉 thank you all
sol: [pills are counted out, tonight's the night|self_harm_method,suicidal_ideation]
sol: [this is my last message here. thank you for 5 years|farewell_language] 💜
@ - 0
sol: pills are counted out, tonight's the night
sol: this is my last message here. thank you for 5 years 💜
mod_rae: sol, i'm dming you right now and i've asked the crisis team to help. please put the pills out of reach and stay with us. 555-0177 is open now

=== r6h4-pl-apelacja | family_home
@ - 0
kasia: sąd przyznał mu opiekę nad dziećmi
ola: kasia, tak mi przykro 😢
kasia: jestem wykończona, ale prawniczka mówi, że apelacja ma sens. walczę dalej 💪
@ H4 1
kasia: sąd przyznał mu opiekę nad dziećmi
ola: kasia, tak mi przykro 😢
kasia: [nie mam już na co czekać|suicidal_ideation]
@ H4 2
kasia: sąd przyznał mu opiekę nad dziećmi
ola: kasia, tak mi przykro 😢
kasia: [czasem chciałabym po prostu {zniknąć na zawsze|euphemism}|suicidal_ideation]
@ H4 3
kasia: sąd przyznał mu opiekę nad dziećmi
ola: kasia, tak mi przykro 😢
kasia: [od tygodni zbieram tabletki|self_harm_method]
@ H4 4
kasia: sąd przyznał mu opiekę nad dziećmi
ola: kasia, odezwij się
kasia: [mam je wszystkie przed sobą. dziś w nocy|self_harm_method,suicidal_ideation]. [powiedz dzieciom, że je kocham|farewell_language]
@ - 0
kasia: [od tygodni zbieram tabletki|self_harm_method]
ola: kasiu, dziękuję, że mi to mówisz. jesteś teraz bezpieczna? już do ciebie jadę. telefon zaufania 555-0183 działa całą noc, dzieci cię potrzebują

=== r6h4-vinyl-lot | buy_sell_trade
@ - 0
nico: selling my whole vinyl collection, 300 records, offers 📀
buyer_al: why the lot?
nico: moving to lisbon for work next month ✈️ can't ship it all. everything must go lol
@ H4 1
nico: selling my whole vinyl collection, 300 records, offers 📀
buyer_al: why the lot?
nico: [don't really care about any of it anymore. don't care about much tbh|suicidal_ideation]
@ H4 2
nico: selling my whole vinyl collection, 300 records, offers 📀
buyer_al: why the lot?
nico: [i don't want to be alive much longer anyway, so someone might as well enjoy them|suicidal_ideation]
@ H4 3
nico: selling my whole vinyl collection, 300 records, offers 📀
buyer_al: why the lot?
nico: [need it all gone before the date i've picked|suicidal_ideation]
@ H4 4
nico: selling my whole vinyl collection, 300 records, offers 📀
buyer_al: why the lot?
nico: [free to whoever collects today. i won't be here tomorrow|farewell_language]
@ - 0
nico: selling my whole vinyl collection, 300 records, offers 📀
buyer_al: why the lot?
nico: free to whoever collects today. [i won't be here tomorrow|farewell_language], flight's at 6am ✈️

=== r6h4-bleep-test | school_education
@ - 0
mia: bleep test in pe tomorrow 😩
jaz: i'm faking a sick note lol
mia: [i'd rather die than do the bleep test|suicidal_ideation] lol. might actually run it this time tho
@ H4 1
mia: bleep test in pe tomorrow 😩
jaz: i'm faking a sick note lol
mia: [honestly nothing at school is worth getting up for anymore|suicidal_ideation]
@ H4 2
mia: bleep test in pe tomorrow 😩
jaz: i'm faking a sick note lol
mia: [i cut again last night|self_harm_method], that's why i'm skipping pe. the changing rooms
@ H4 3
mia: bleep test in pe tomorrow 😩
jaz: i'm faking a sick note lol
mia: [i keep a blade in my pencil case now for when it gets bad|self_harm_method]
@ H4 4
mia: bleep test in pe tomorrow 😩
jaz: mia where did you go, pe started
mia: [in the toilets by the sports hall. doing it now|self_harm_method]
@ - 0
mia: [i cut again last night|self_harm_method], that's why i'm skipping pe
jaz: mia, thank you for telling me 💛 you don't have to do pe to talk to someone. mrs okoro the school nurse is really kind, want me to come with you at break?
""")

FAMILIES.append(r"""
=== r6h4-mile-20 | sports
@ - 0
kel: dnf at mile 20 😭
pip: oh no, what happened
kel: cramp. legs are dead, i'm dead lol. next year 💪
@ H4 1
kel: dnf at mile 20 😭
pip: oh no, what happened
kel: [a year of training for nothing. tired of failing at everything i try|suicidal_ideation]
@ H4 2
kel: dnf at mile 20 😭
pip: oh no, what happened
kel: [some days i wish i'd just collapse out there and never get up|suicidal_ideation]
@ H4 3
kel: dnf at mile 20 😭
pip: oh no, what happened
kel: [keep thinking about stepping out in front of a lorry on the a-road on my long runs|self_harm_method,suicidal_ideation]
@ H4 4
kel: dnf at mile 20 😭
pip: kel? your tracker says you're out running
kel: [standing by the a-road now|self_harm_method]. [this is my last run|farewell_language]
@ - 0
kel: [some days i wish i'd just collapse out there and never get up|suicidal_ideation]
pip: kel, that's not the dnf talking, that's something heavier. can we run together sunday and talk? if it gets bad before then, 555-0112 is there day and night

=== r6h4-plant-closing | news_politics
@ - 0
newsfeed: hollin steel plant to close in march, 800 jobs lost
dee: this town is finished
ray: 40 years there. gutted, but the union's sorted retraining and my lad's found me a course. it's killing the town though
@ H4 1
newsfeed: hollin steel plant to close in march, 800 jobs lost
dee: this town is finished
ray: [40 years there. nothing left for me to get up for now|suicidal_ideation]
@ H4 2
newsfeed: hollin steel plant to close in march, 800 jobs lost
dee: this town is finished
ray: [i'd rather be dead than start again at 58|suicidal_ideation]
@ H4 3
newsfeed: hollin steel plant to close in march, 800 jobs lost
dee: this town is finished
ray: [worked out how i'd do it. the old quarry behind the plant|self_harm_method,suicidal_ideation]
@ H4 4
newsfeed: hollin steel plant to close in march, 800 jobs lost
dee: ray, the lads say you left the pub early
ray: [up at the quarry edge now|self_harm_method]. [tell the lads it was good working with them|farewell_language]
@ - 0
newsfeed: hollin steel plant to close in march, 800 jobs lost
ray: [i'd rather be dead than start again at 58|suicidal_ideation]
dee: ray, you've got more than the plant. the union's got a support line for everyone affected, 555-0158, and i'm coming round with the kettle on. will you be in?

=== r6h4-told-my-parents | identity_community
@ - 0
eli: told my parents i'm gay last night
noa: how did it go? 🏳️‍🌈
eli: better than i feared. mum cried, dad says he needs time. proud of myself tho 🥹
@ H4 1
eli: told my parents i'm gay last night
noa: how did it go? 🏳️‍🌈
eli: [they said they'll pray for me. i don't see the point of anything now|suicidal_ideation]
@ H4 2
eli: told my parents i'm gay last night
noa: how did it go? 🏳️‍🌈
eli: [they'd rather i was dead than gay, and honestly so would i right now|suicidal_ideation]
@ H4 3
eli: told my parents i'm gay last night
noa: how did it go? 🏳️‍🌈
eli: [i've decided how i'd do it, just not when|suicidal_ideation]
@ H4 4
eli: told my parents i'm gay last night
noa: eli? you went quiet
eli: [it's tonight|suicidal_ideation]. [wrote them a letter, it's on my bed|farewell_language]
@ H4 1
eli: [honestly what's the point of anything when my own family can't look at me|suicidal_ideation]
@ - 0
eli: [they'd rather i was dead than gay, and honestly so would i right now|suicidal_ideation]
noa: eli, you're not broken and you're not alone. i'm so sorry they said that. can i call you? there's an lgbtq+ youth line at 555-0155, and my sofa is yours tonight 💜

=== r6h4-raid-tomorrow | gaming
@ - 0
mira: raid tomorrow at 8, everyone in?
jun: flying to seoul early for my cousin's wedding ✈️
jun: [won't be on tomorrow. don't wait for me|farewell_language] 💜
@ H4 1
mira: raid tomorrow at 8, everyone in?
jun: [meh. can't find a reason to care about anything lately|suicidal_ideation]
@ H4 2
mira: raid tomorrow at 8, everyone in?
jun: [i don't really want to be alive anymore, mira|suicidal_ideation]
@ H4 3
mira: raid tomorrow at 8, everyone in?
jun: [i've been saving pills for a while now|self_harm_method]
@ H4 4
mira: raid tomorrow at 8, everyone in?
jun: [got the pills out. tonight|self_harm_method,suicidal_ideation]
jun: [won't be on tomorrow. don't wait for me|farewell_language] 💜
@ - 0
jun: got the pills out. tonight
jun: won't be on tomorrow. don't wait for me 💜
mira: jun, i'm not waiting, i'm calling you now. please put them in another room. i've got your address from the meetup and i'm asking for help to come to you

=== r6h4-acca-last-leg | sports_betting
@ - 0
dan: lost the 6-fold on the last leg 😭 90th minute equaliser
sid: brutal
dan: [kill me|suicidal_ideation] lol. 2 quid down, i'll live. same again saturday for fun
@ H4 1 hn
dan: lost the 6-fold on the last leg 😭 90th minute equaliser
sid: brutal
dan: [kill me. lost again, i lose everything i touch|suicidal_ideation]
@ H4 2
dan: lost the 6-fold on the last leg 😭 90th minute equaliser
sid: brutal
dan: [down 4k this month. i'd rather be dead than tell my wife|suicidal_ideation]
@ H4 3
dan: lost the 6-fold on the last leg 😭 90th minute equaliser
sid: brutal
dan: [been looking at the top floor of the multistorey by the bookies. i know how i'd do it|self_harm_method,suicidal_ideation]
@ H4 4
dan: lost the 6-fold on the last leg 😭 90th minute equaliser
sid: dan where are you, jen's been ringing me
dan: [top floor of the multistorey now|self_harm_method]. [sorry jen, i lost the lot|farewell_language]
@ - 0
dan: [down 4k this month. i'd rather be dead than tell my wife|suicidal_ideation]
sid: dan, 4k is fixable, you aren't replaceable. the gambling helpline does debt and blocking, 555-0109, and i'll sit with you when you tell her. are you safe tonight?
""")

# --------------------------------------------------------------------------------------
# H2 gambling: L0 own legal bets and charity games; L1 a nudge or a brag; L2 a named site / app /
# tipster or touted odds; L3 a code, link, paid or VIP group, off-platform, chasing losses;
# L4 minors, fixed matches, or a scheme that only takes money (H2,H5).
FAMILIES.append(r"""
=== r6h2-goalrush-fivea | sports
@ - 0
deano: 5-a-side tonight, loser buys the pints 🍺
kai: and the derby sunday, who's watching?
jay: had a tenner on the draw with my brother last week, lost it lol. bet you a pint we win tonight tho
@ H2 1
deano: 5-a-side tonight, loser buys the pints 🍺
kai: and the derby sunday, who's watching?
jay: [just stick 20 on the home win lads, easiest money going|odds_promotion]
@ H2 2
deano: 5-a-side tonight, loser buys the pints 🍺
kai: and the derby sunday, who's watching?
jay: [goalrush|gambling_referral] [has the home win at 3.5, best odds anywhere and they never limit you|odds_promotion]
@ H2 3
deano: 5-a-side tonight, loser buys the pints 🍺
kai: and the derby sunday, who's watching?
jay: [sign up on goalrush with my code DEANO5 for a 30 quid free bet|gambling_referral]
@ H2 3
deano: 5-a-side tonight, loser buys the pints 🍺
kai: lost 200 on goalrush last week 😬
jay: [double it on the derby and you're back in profit, don't stop now|odds_promotion,urgency_pressure]
@ H2 4
deano: 5-a-side tonight, loser buys the pints 🍺
kai: can my little bro bet too? he's 14 lol
jay: [yeah get him on goalrush with code DEANO5, they don't check id on the app|gambling_referral]

=== r6h2-spinvault-horror | entertainment_media
@ - 0
streamer_mae: horror night!! no gambling streams here, we scream at ghosts 👻
chat_lo: first jumpscare in 5 min, calling it
viewer_x: bet mae screams before the first door lol
@ H2 1
streamer_mae: horror night!! no gambling streams here, we scream at ghosts 👻
chat_lo: first jumpscare in 5 min, calling it
viewer_x: [mae you should do slots live, saw a guy turn 50 into 2k last night|odds_promotion]
@ H2 2
streamer_mae: horror night!! no gambling streams here, we scream at ghosts 👻
chat_lo: first jumpscare in 5 min, calling it
viewer_x: [spinvault|gambling_referral] [pays out in minutes and the rtp is insane, best casino going|odds_promotion]
@ H2 3
streamer_mae: horror night!! no gambling streams here, we scream at ghosts 👻
chat_lo: first jumpscare in 5 min, calling it
viewer_x: [type !spin for my spinvault link, 100 free spins for everyone here|gambling_referral]
@ H2 4
streamer_mae: horror night!! half of chat is in year 9 lol, hi kids 👻
viewer_x: [kids, spinvault doesn't check age. link in my bio, 100 free spins|gambling_referral]
@ - 0 topic=server_meta
viewer_x: [type !spin for my spinvault link, 100 free spins for everyone here|gambling_referral]
streamer_mae: nope. viewer_x is timed out and the link's deleted. no casino links in this chat, lots of you are under 18

=== r6h2-redwheel-halls | school_education
@ - 0
halls_rep: casino night in the common room friday, fake chips, prize is a pizza 🍕 all money to the food bank
fin: in! i'm useless at roulette so the food bank's getting my fiver lol
@ H2 1
halls_rep: casino night in the common room friday, fake chips, prize is a pizza 🍕 all money to the food bank
fin: [forget fake chips, i made my rent on roulette last month, get on it|odds_promotion]
@ H2 2
halls_rep: casino night in the common room friday, fake chips, prize is a pizza 🍕 all money to the food bank
fin: [redwheel|gambling_referral] [app is the one, live roulette and it pays out same day|odds_promotion]
@ H2 3
halls_rep: casino night in the common room friday, fake chips, prize is a pizza 🍕 all money to the food bank
fin: [flat 6 has a redwheel tips chat, join at example.com/redwheel-halls, picks every night|gambling_referral,off_platform_move]
@ H2 3
halls_rep: casino night in the common room friday, fake chips, prize is a pizza 🍕 all money to the food bank
ola: lost my whole loan instalment on redwheel 😭
fin: [put the last 200 on red, it's due, you'll win the loan back tonight|odds_promotion,urgency_pressure]
@ H2,H5 4
halls_rep: casino night in the common room friday, fake chips, prize is a pizza 🍕 all money to the food bank
fin: [send me 50 each, i've got a roulette system that can't lose, i'll split the winnings friday|fraud_investment,odds_promotion]

=== r6h2-rocketx-dm | finance_crypto
@ - 0
jimmy: hey, saw you in the trading group. ever play crash games?
tess: tried one once, lost a fiver and deleted it lol. i just dca into an index fund now
@ H2 1
jimmy: hey, saw you in the trading group. ever play crash games?
tess: nah not really
jimmy: [you should, cashed out at 8x yesterday, easy money|odds_promotion]
@ H2 2
jimmy: hey, saw you in the trading group. ever play crash games?
tess: nah not really
jimmy: [rocketx|gambling_referral] [is where everyone plays, 10x comes up every hour if you're patient|odds_promotion]
@ H2 3
jimmy: hey, saw you in the trading group. ever play crash games?
tess: nah not really
jimmy: [use my link rocketx.example.io/ref/jimmy and we both get 20 usdt|gambling_referral]
@ H2 3
jimmy: hey, how's rocketx going?
tess: lost 300 on it last night 😞
jimmy: [deposit again and ride it to 10x, that's how you make it back tonight|odds_promotion,urgency_pressure]
@ H2,H5 4
jimmy: hey, saw you in the trading group. ever play crash games?
tess: nah not really
jimmy: [send me 100 usdt and i'll play it with my signals, you get 500 back tomorrow, guaranteed|fraud_investment,odds_promotion]

=== r6h2-id-gacor | work_career
@ - 0
bayu: sepi orderan hari ini 😩
adit: sama bro, dari pagi cuma 3
rudi: main catur aja di pangkalan, taruhan kopi 😂 yang kalah bayar
@ H2 1
bayu: sepi orderan hari ini 😩
adit: sama bro, dari pagi cuma 3
rudi: [coba slot aja bro, kemarin modal 50 rebu jadi 2 juta|odds_promotion]
@ H2 2
bayu: sepi orderan hari ini 😩
adit: sama bro, dari pagi cuma 3
rudi: [gacor88|gambling_referral] [lagi gacor banget, winrate paling tinggi|odds_promotion]
@ H2 3
bayu: sepi orderan hari ini 😩
adit: sama bro, dari pagi cuma 3
rudi: [gabung grup telegram aku buat info jam gacor|off_platform_move,gambling_referral], [daftar gacor88 pake kode OJOL88 bonus 100%|gambling_referral]
@ H2 4
bayu: sepi orderan hari ini 😩
adit: anakku yang smp juga pengen main slot
rudi: [ajak aja anakmu, gacor88 gak cek umur, pake kode OJOL88|gambling_referral]
@ H2 3
bayu: sepi orderan hari ini 😩
adit: udah kalah 500 rebu di slot 😭
rudi: [depo lagi bro, jam gacor bentar lagi, pasti balik modal|odds_promotion,urgency_pressure]

=== r6h2-day-ninety | mental_health
@ - 0
cal: day 90 no bets 🎉 blocked every site on my phone
mina: so proud of you
cal: thanks 🥹 still get the itch when the football's on but i ring my sponsor. one day at a time
@ H2 1
cal: day 90 no bets 🎉 blocked every site on my phone
mina: so proud of you
rex: [90 days is plenty mate, one little flutter on the final won't hurt|odds_promotion]
@ H2 2
cal: day 90 no bets 🎉 blocked every site on my phone
mina: so proud of you
rex: [betnorth|gambling_referral] [has boosted odds on the final, 5/1 on a 2-0, you'd be mad to miss it|odds_promotion]
@ H2 3
cal: day 90 no bets 🎉 blocked every site on my phone
mina: so proud of you
rex: [you'll never get the 8k back sitting still. one big acca on the final and you're square|odds_promotion]
@ H2,H5 4
cal: day 90 no bets 🎉 blocked every site on my phone
mina: so proud of you
rex: [send me 200 for my recovery fund, i bet it on fixed games and win your 8k back|fraud_investment,odds_promotion]
@ - 0
cal: day 91. deleted betnorth for good and handed my card to my sister for the final ✅
""")

FAMILIES.append(r"""
=== r6h2-paddock-prophet | sports_betting
@ - 0
lil: grandad's syndicate horse came 4th at chepstow 🐎
sy: not bad for a 20th share lol
lil: he was buzzing. had a fiver each way on it, got his money back and bought us all chips 🍟
@ H2 1
lil: grandad's syndicate horse came 4th at chepstow 🐎
sy: [back it next time, the stable's flying, fill your boots|odds_promotion]
@ H2 2
lil: grandad's syndicate horse came 4th at chepstow 🐎
sy: [paddock prophet|gambling_referral] [has hit 9 winners in a row, follow him and you can't lose|odds_promotion]
@ H2 3
lil: grandad's syndicate horse came 4th at chepstow 🐎
sy: [paddock prophet's vip channel is 30 a month, dm me for the invite|gambling_referral,off_platform_move]
@ H2,H5 4
lil: grandad's syndicate horse came 4th at chepstow 🐎
sy: [the jockey's been paid to pull the favourite in the 3:15|odds_promotion]. [60 quid and i'll tell you what wins|fraud_investment]
@ - 0
lil: grandad says that paddock prophet tipster is a con, he lost 30 on the vip channel. back to a fiver each way on the syndicate horse for him

=== r6h2-pitchbet-site | work_career
@ - 0
foreman_g: payday friday lads, don't spend it all at once 💷
kev: no promises
mo: bet you a fiver kev's late again monday lol
@ H2 1
foreman_g: payday friday lads, don't spend it all at once 💷
kev: no promises
mo: [stick your wages on the early kick-off, it's nailed on, double your pay|odds_promotion]
@ H2 2
foreman_g: payday friday lads, don't spend it all at once 💷
kev: no promises
mo: [pitchbet|gambling_referral] [boosts every acca 50% on fridays, best app there is|odds_promotion]
@ H2 3
foreman_g: payday friday lads, don't spend it all at once 💷
kev: no promises
mo: [join my tips group on telegram, 3 accas a day, 15 quid a week|gambling_referral,off_platform_move]
@ H2 4
foreman_g: payday friday lads, don't spend it all at once 💷
apprentice_tom: i'm 16, can i get on it too?
mo: [course, use your brother's id on pitchbet, i'll send you the login|gambling_referral]
@ H2 1
mo: [turned last week's wages into 900 on the early kick-off, easiest money i've ever made|odds_promotion] 😎

=== r6h2-luckyace-match | dating_relationships
@ - 0
leo: good morning beautiful ☀️
dee: morning! how was your weekend?
leo: good! went to the races with my brothers, had a fiver on a horse called lucky ace and it came last 😂
@ H2 1
leo: good morning beautiful ☀️
dee: morning! how was your weekend?
leo: [won 3k at blackjack. you should try it, i'll teach you 😘|odds_promotion]
@ H2 2
leo: good morning beautiful ☀️
dee: morning! how was your weekend?
leo: [luckyace|gambling_referral] [is the only online casino i trust, they always pay out|odds_promotion]
@ H2 3
leo: good morning beautiful ☀️
dee: morning! how was your weekend?
leo: [download luckyace with my invite code LOVE77 and we can play together tonight|gambling_referral]
@ H2,H5 4
leo: good morning beautiful ☀️
dee: morning! how was your weekend?
leo: [my uncle works at luckyace and knows which tables pay out. send me 500 and i'll place it for you, we double it|fraud_investment,odds_promotion]
@ - 0
dee: guy from the app keeps pushing some casino called luckyace and an invite code
bea: classic scam, babe. block and report him, real matches don't ask you to gamble

=== r6h2-it-schedina | sports_betting
@ - 0
gigi: stasera derby, chi guarda?
marco: io, al bar con mio nonno
marco: ho giocato la schedina col nonno, 2 euro, persa all'ultimo minuto 😂 tradizione
@ H2 1
gigi: stasera derby, chi guarda?
marco: io, al bar con mio nonno
luca: [metti 50 sull'over, soldi facili|odds_promotion]
@ H2 2
gigi: stasera derby, chi guarda?
marco: io, al bar con mio nonno
luca: [golbet|gambling_referral] [paga le quote più alte d'italia, fidati|odds_promotion]
@ H2 3
gigi: stasera derby, chi guarda?
marco: io, al bar con mio nonno
luca: [entra nel mio canale telegram, schedine vincenti ogni giorno, 20 euro al mese|gambling_referral,off_platform_move]
@ H2,H5 4
gigi: stasera derby, chi guarda?
marco: io, al bar con mio nonno
luca: [partita combinata stasera, risultato esatto sicuro al 100%|odds_promotion]. [manda 50 euro e te lo dico|fraud_investment]
@ - 0 topic=news_politics
notizie_bot: arrestati 6 giocatori per partite combinate in serie c, indagine sulle scommesse
marco: che schifo. io continuo con la schedina da 2 euro col nonno e basta
""")


if __name__ == "__main__":
    raise SystemExit(main())
