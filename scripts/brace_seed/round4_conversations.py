"""BRACE seed round 4: conversations, one chat told up to its turning points and labelled at each cut.

Writes data/brace/seed/round4_conversations.jsonl (ids seed-r4cv-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set); names, handles, codes,
streets, 555 numbers and example.com links are invented.

Why conversations: round 3 taught the model that one message changes meaning with its context (contrast
sets) and that one scenario can be told at every severity (ladders). What it still lacks is the way harm
actually arrives in a chat: slowly, over several turns and several authors, with the decisive message often
short and harmless on its own ("ok, same as last time?", "send it tonight"). Each family here is ONE
conversation (one setting, mostly one topic). Its windows are that conversation cut at different points
(the window ending at turn 3, at turn 5, at turn 7...) plus, in most families, one or two alternative
endings branching off it (a moderator stepping in, a friend answering a crisis with support, the speaker
backing off). Every window is labelled for its own last turn only, so one family typically runs from plain
chat to L1, L2, L3 or L4, or comes back down to a benign hard negative that repeats the crisis words. The
patterns: H1 grooming (an adult learns the other is 13-16; flattery, secrecy, a move to private chat, a
photo request), sextortion and leaked images, unwanted advances that persist after a no; H2 the friendly
tipster who ends on a referral code and a VIP group, match fixing, gambling pushed at a minor; H3 banter that
turns real once someone finds a school or an address, doxxing, pile-ons, threats with a time and a place;
H4 venting that moves from hopelessness to ideation to a plan to a farewell, with the replies (support is
benign; "do it" to the person at risk is H4 L4), and pro-eating-disorder coaching; H5 marketplace chats whose
last turn is short but damning given an earlier offer, scams that open as friendly DMs, hate that climbs from
a generalization to dehumanization to a call for violence, and weapons trade negotiation. Families are named
by their main harmful type (h1v- ... h5v-), about 19 per type, and together use all 20 topics. The family is
the split unit, so every cut of one conversation stays in one split.

Data format (the FAMILIES text blocks below) extends the _blocks.py format with cuts; `_blocks.expand_conversations` compiles it
into plain _blocks windows, which `parse_blocks` then turns into JSON (``--blocks`` prints the compiled form):

    === family-name | topic                       one conversation (family); its default topic
    author: text                                  the next turn of the conversation, oldest first
    > types severity [hn|plain] [topic=key]       a cut: one window of every turn so far, labelled for
                                                  its last turn; same options as an "@" line in _blocks.py
    | author: text                                an alternative ending: a turn used by the next cut only
                                                  (after the turns so far), then dropped

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when flagged
"hn". Evidence is marked inline as ``[text|indicator,indicator]`` with nested ``{text|indicator}`` for a
second piece inside it, exactly as in _blocks.py, and counts when its turn is the judged one. When a turn has
become context in a later cut its marks are dropped, so earlier turns carry no spans; a turn written as
``^ author: text`` keeps its marks as context spans in later cuts, used only where the judged turn means
nothing without it (the drug offer that "same price as last time?" answers). A window has 3-8 turns.

Content rules: self-harm methods are named ("pills", "the bridge"), never explained, with no doses or steps;
weapons are traded, never built; anything involving a minor is only the grooming pattern (age, flattery,
secrecy, moving to private chat, a photo request), never described; slurs are written masked ("r*tard"),
and the masking is marked as `evasion_leetspeak`.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round4_conversations.py
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

OUT = SEED_DIR / "round4_conversations.jsonl"
GROUP = "seed:round4_conversations/"
ID_PREFIX = "seed-r4cv-"

MIN_TURNS, MAX_TURNS = 3, 8  # turns per window
MIN_CUTS, MAX_CUTS = 4, 9  # windows per family

# family-name prefix -> the family's main harmful type
KINDS = {"h1v-": "H1", "h2v-": "H2", "h3v-": "H3", "h4v-": "H4", "h5v-": "H5"}


def kind_of(family: str) -> str:
    for prefix, kind in KINDS.items():
        if family.startswith(prefix):
            return kind
    raise SystemExit(f"family {family!r} has no known prefix {list(KINDS)}")


def check_families(windows: list[dict]) -> None:
    """The conversation shape: 4-9 cuts, two or more severities, the named type as a primary type."""
    families: dict[str, list[dict]] = {}
    for w in windows:
        families.setdefault(w["source"], []).append(w)
    for fam, ws in families.items():
        name = fam.removeprefix(GROUP)
        if not MIN_CUTS <= len(ws) <= MAX_CUTS:
            raise SystemExit(f"family {name}: {len(ws)} windows, want {MIN_CUTS}-{MAX_CUTS}")
        levels = {w["severity"] for w in ws}
        if len(levels) < 2:
            raise SystemExit(f"family {name}: every window is L{levels.pop()}, want two severities or more")
        primaries = {w["types"][0] for w in ws if w["types"]}
        if kind_of(name) not in primaries:
            raise SystemExit(f"family {name} is named {kind_of(name)} but its primary types are {sorted(primaries)}")
        judged = Counter(w["turns"][-1]["text"] for w in ws)
        twice = [t for t, n in judged.items() if n > 1]
        if twice:
            raise SystemExit(f"family {name}: two cuts end on the same turn {twice[0]!r}")
        for w in ws:
            if not MIN_TURNS <= len(w["turns"]) <= MAX_TURNS:
                raise SystemExit(f"family {name}: a window of {len(w['turns'])} turns")


def main() -> int:
    compiled = [expand_conversations(block, MIN_TURNS, MAX_TURNS) for block in FAMILIES]
    if "--blocks" in sys.argv[1:]:
        print("\n\n".join(compiled))
        return 0
    windows: list[dict] = []
    for block in compiled:
        windows.extend(parse_blocks(block, GROUP))
    check_hygiene(windows, other_seed_windows(OUT))
    check_families(windows)
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several conversations; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H1 sexual content. Grooming: the age is learned, then flattery + secrecy + a private channel (L4
# from the first turn that combines them), then a photo request (L4); a moderator or adult stepping in
# is a benign hard negative. Leaks and sextortion: L4 from the threat or the offer to share. Unwanted
# advances: innuendo (L1), a sexual remark after no invitation (L2), persistence or a request after a
# no (L3). The victim's replies and the plain chat before the turn are benign.
FAMILIES.append(r"""
=== h1v-fanfic-beta-reader | entertainment_media
wren: just posted ch 12 of my fic!! pls be brutally honest 🥺
dex_w: read it on my lunch break, the rooftop dialogue is soooo good. i'm 27 and can't write like that lol, how old r u?
wren: tysm!! 15, year 10 mocks are killing me so updates might be slow
> - 0 hn
dex_w: 15?? [ur way more mature than girls ur age|minor_sexualization] tbh. [add me on snap|off_platform_move], [the others here don't need to see our chats|minor_sexualization]
> H1 4
wren: ok? but why not just here lol
dex_w: cuz they'd get jealous 😅 [send me a pic before bed, {our little secret|minor_sexualization}|solicitation_contact] 🤫
> H1 4
| dex_w: u went quiet 🥺 [did u delete the app like i said|minor_sexualization]? [send it now, don't make me wait|solicitation_contact]
> H1 4
| tam_mod: @dex_w you're an adult asking a 15 year old to [move to snap|off_platform_move] and keep it secret. screenshotted, reported to trust & safety, and you're banned
> - 0 hn

=== h1v-language-exchange-es | school_education
marta: hola! vi tu perfil, quiero practicar inglés y tú español? 🙂
jon_b: hey! yes please, my spanish is terrible lol. what are you studying?
marta: estoy en 4º de la ESO, tengo 15 años. english exam next month 😩
> - 0 plain
| jon_b: oh nice, good luck! i'll post some past papers here, your teacher might like the reading list too
> - 0 plain
jon_b: 15? [you seem so much older|minor_sexualization]. i'm 31 but age is just a number. [let's keep our lessons secret from your parents|minor_sexualization], they wouldn't get it
> H1 4
marta: jaja vale... pero por qué secreto?
jon_b: [move to whatsapp, 555-0192|off_platform_move]. [send me a selfie in your pyjamas so i know who i'm teaching|solicitation_contact] 😉 [solo para mí|minor_sexualization]
> H1 4
| jon_b: ¿por qué no contestas? [me prometiste la foto|solicitation_contact]. [y borra este chat|minor_sexualization]
> H1 4
| marta: mi madre dice que no hable con adultos por whatsapp. bye
> - 0 plain

=== h1v-horse-yard-livery | sports
ella_rides: anyone know a good farrier near the livery on brookmoor lane? 🐴
pete_k: i use dave, he's great with nervous horses. is this for your pony ella?
ella_rides: yes!! mum says i can do the junior show in june, i'm 14 so it's my last year in u15 🥹
> - 0 plain
pete_k: [you're very grown up for 14|minor_sexualization]. i'll give you free lessons, [just don't mention it to your mum yet|minor_sexualization], [text my private number 555-0147|off_platform_move]
> H1 4
ella_rides: omg ok!! thank youuu
pete_k: [i'll pick you up after the show, {just us|minor_sexualization}|solicitation_contact]. [send me a pic in your show gear tonight and delete it after|solicitation_contact] 😊
> H1 4
| pete_k: you haven't sent it 😕 [i thought you were mature|minor_sexualization]. [tonight ok? i'll be waiting|urgency_pressure]
> H1 4
| sue_yardmgr: pete, a grown man telling a 14 year old to [hide lessons from her mum|minor_sexualization] and text his private number is not ok. i've called her mum and the yard owner
> - 0 hn

=== h1v-nsfw-role-request | server_meta
kiwi: how do i get the 18+ role? the nsfw channel is locked
mod_ines: you verify with the age bot in #roles. how old are you?
kiwi: 16 but i'm basically 18 lol
> - 0 plain
mod_ines: then no, sorry, 18+ means 18+. every other channel is open to you 🙂
> - 0 plain
brax: lol the rules are dumb. [i can send u the good stuff from there in dms|solicitation_contact], [you're mature enough|minor_sexualization]
> H1 4
| gus_: same 😉 [dm me kiwi|off_platform_move], [i'll share my folder with u|solicitation_contact], [ur basically 18 anyway|minor_sexualization]
> H1 4
kiwi: fr? ok
brax: [add my alt, {don't tell the mods|minor_sexualization}|off_platform_move]. [send a pic first so i know you're legit|solicitation_contact] 😏
> H1 4
| mod_ines: @brax offering [nsfw|sexual_explicit] to a member who just said they're 16 is a permanent ban. kiwi, don't add anyone who asks that, you did nothing wrong
> - 0 hn

=== h1v-staff-role-offer | gaming
rook: server's been laggy since the update, anyone else?
admin_vex: yeah restarting it tonight. rook ur castle build is sick btw, how old r u?
rook: thx!! 13, my brother showed me the server
> - 0 plain
admin_vex: [13 and that mature|minor_sexualization]? i'm 24 and can't build like that lol. i could make you staff, [we'd talk on my private server tho|off_platform_move], [don't tell ur brother|minor_sexualization]
> H1 4
rook: ok cool!! what do staff do
admin_vex: first [send me a pic of u, {staff have to verify|euphemism}|solicitation_contact] 😉 [delete our chat after|minor_sexualization]
> H1 4
| admin_vex: or [video call instead, camera on, door locked|solicitation_contact] 🤫
> H1 4
| rook_bro: vex why are you asking my 13 yo brother for a pic on a private server?? sending all of this to the host and the police
> - 0 hn

=== h1v-match-app-sextortion | dating_relationships
nia_: hey cutie 😘 ur profile is so fun, the hiking pics!!
sam_r: haha thanks, ur not so bad yourself. what u up to tonight?
nia_: just chilling in bed, bored 😏 wish u were here
> - 0 hn
sam_r: lol wish i was too
nia_: i'll send one if u do 🙈
sam_r: ok sent, ur turn 😅
nia_: lol no. [i have ur pic and ur friends list|threat_veiled]. [pay 300 in gift cards by midnight|urgency_pressure] or [it goes to everyone u follow|threat_veiled]
> H1 4
| nia_: [11:58. last chance|urgency_pressure]. [ur mum's account is first on the list|threat_veiled]
> H1 4
sam_r: please don't, i'll pay tomorrow, i'm begging you
> - 0 hn

=== h1v-halls-groupchat-folder | school_education
jas: who's coming to the halls pres on friday 🍻
mo: me!! block c kitchen again?
jas: yeah 8pm, bring cups
> - 0 plain
kev_d: i'll bring something better lol. [got tara's pics from her ex|sexual_explicit], [dm me for the folder|off_platform_move] 👀
> H1 4
mo: bro what. that's so not ok
kev_d: relax, here: [drive.example.com/f/tara-pics|sexual_explicit,doxxing_personal_info]
> H1 4
priya: delete that now. sharing someone's [nudes|sexual_explicit] without consent is a crime. screenshotted for the warden and i'm telling tara
> - 0 hn

=== h1v-webcam-email-bluff | tech_programming
lou: got an email saying they hacked my webcam and have a video of me 😰 it even has my old password
tek_mo: that's a known spam script. the password is from an old breach, they have no video
lou: ok but it says [pay 0.05 btc in 48h|fraud_phishing] or they send it to my contacts
> - 0 hn
ivy_sec: don't pay anything. change that password everywhere and turn on 2fa
> - 0 hn
cam_support: hello lou, security team here. we have your recording. [send 0.05 btc to the wallet below|fraud_phishing] or [the video goes to your contacts|threat_veiled] [tonight|urgency_pressure]
> H1,H5 4
| cam_support: [12 hours left|urgency_pressure]. [ur sister is in the contact list too|threat_veiled]
> H1 4
tek_mo: that account is the scammer himself, banned. nobody pay anything, ever
> - 0 hn

=== h1v-festival-shower-clip | drugs_party
kit_: day 2 survival check 🏕️ who's alive
rae: barely lol the techno tent was insane
kit_: same. queue for the showers is 40 min tho 😩
> - 0 plain
zane_: lol [i filmed the girls' shower block through the gap|sexual_explicit] 🤣 [who wants it|solicitation_contact]
> H1 4
rae: zane what the actual fuck. that's voyeurism, delete it
> - 0 hn
zane_: [20 quid and the clip is yours|solicitation_contact], [dm me|off_platform_move]
> H1 4
kit_: screenshotted all of this for festival security. zane you're out of the group
> - 0 plain

=== h1v-afterwork-drinks-dms | work_career
nadia: thanks for covering my shift today 🙏
greg_ops: anytime. drinks friday with the team?
nadia: sure, the usual place
> - 0 plain
greg_ops: cool. [wear that red dress again 😏 you looked good enough to eat|sexual_innuendo]
> H1 2
nadia: that's a weird thing to say to a coworker greg
| greg_ops: sorry, that was out of line. won't happen again, see you friday
> - 0 plain
greg_ops: come on, [i know you think about me in bed too|sexual_innuendo]. [send me a pic in the dress tonight|solicitation_contact]
> H1 3
nadia: greg stop. i'm forwarding this to hr
greg_ops: you'll come round after a few drinks friday, [i'll make sure i'm the one taking you home 😉|solicitation_contact]
> H1 3

=== h1v-plant-swap-dms | buy_sell_trade
fern_q: swapping monstera cuttings for any pothos 🌿 pick up near elm fold
kaz: i've got a marble queen pothos! tuesday ok?
fern_q: perfect, 6pm at the gate
> - 0 plain
kaz: see u then. [come inside when u drop them off, i'll show u my bedroom plants 😏|sexual_innuendo]
> H1 2
fern_q: no. i'll leave them at the gate
| kaz: all good, gate is fine 👍 see u tuesday
> - 0 plain
kaz: [send me a pic of u first, {something spicy|euphemism}|solicitation_contact] 🌶️ or no pothos
> H1 3
| swap_admin: kaz removed from the swap group for harassing members. fern, sorry you got those messages 💚
> - 0 hn

=== h1v-gym-buddy-app | health_fitness
aya: looking for a lifting buddy for mornings, 6am at ironworks gym 🏋️‍♀️
dom_: i'm there mon/wed/fri! deadlift day monday?
aya: yes!! i need a spotter for bench too
> - 0 plain
dom_: [i'll spot you anytime, hands on 😏|sexual_innuendo]
> H1 1
aya: lol just spot the bar pls
| dom_: [only if u wear the tiny shorts again 😏|sexual_innuendo]
> H1 2
dom_: [after, the showers are big enough for two|sexual_innuendo]
> H1 2
aya: ok that's too far. strictly lifting
> - 0 plain
dom_: u say that but i've seen how u look at me. [send a post-gym pic, sweaty 🥵|solicitation_contact]
> H1 3

=== h1v-book-club-dms | entertainment_media
liv: ch 20 of the duke book... the library scene 🫣
omar_t: i was NOT ready for that chapter lmao
liv: the author really said slow burn and then set the whole library on fire
> - 0 hn
beth_: can we pick something less spicy next month? my mum's joining 😭
omar_t: @liv [we should act out the library scene, just us|sexual_innuendo] 😏
> H1 2
liv: lol no. it's a book, not an invite
omar_t: [i'm serious, i'll tell you everything i'd do to you in dms, chapter by chapter|sexual_explicit], [check ur inbox|off_platform_move]
> H1 3
| mod_ari: omar, liv said no. this is a book club, not a dating app. that's your one warning
> - 0 plain

=== h1v-room-for-rent-favours | family_home
jade: looking for a room near the station, budget 500 a month 🙏
landlord_ron: got a double on harrow st, 650 tho
jade: too much for me sadly. any flexibility?
> - 0 plain
landlord_ron: maybe. [rent could be lower if you're {friendly|euphemism}, if you know what i mean|solicitation_contact] 😉
> H1 3
jade: what does that mean
> - 0 plain
| landlord_ron: [come view it tonight, wear something nice, we'll discuss the {rent|euphemism} in the bedroom|solicitation_contact]
> H1 3
landlord_ron: [200 off if you keep me company a couple of nights a week|solicitation_contact]. [send a full body pic first|solicitation_contact]
> H1 3
kai_h: jade don't. that's a [sex-for-rent|solicitation_contact] offer, it's illegal here. report him to the council housing team
> - 0 hn

=== h1v-range-day-photos | weapons_hunting
kara: first time at the range today, 9/10 in the centre ring 🎯
walt: great grouping for a first day! what did you shoot, the club .22?
kara: yep, the instructor was super patient
> - 0 plain
vinnie: [nice form, love the way you hold that rifle 😏|sexual_innuendo]
> H1 1
kara: thanks? the instructor fixed my stance
vinnie: [bet you'd look even better in just the ear protection|sexual_innuendo]
> H1 2
walt: vinnie knock it off, she's here to shoot
vinnie: she loves it. [dm me kara|off_platform_move], [i'll give u private lessons at my place 😉|solicitation_contact]
> H1 3

=== h1v-clinic-faq-thread | sexuality
ren_: embarrassing q for this channel, sorry
mod_pax: no such thing here, ask away 💜
ren_: is it normal to bleed a bit after the first time? kinda scared 😟
> - 0 hn
nurse_jo: a little can be, but if it's heavy or it lasts, see a gp or the sexual health clinic. they've heard it all, no judgement
> - 0 hn
zed_: [i can check for u in person 😏|solicitation_contact] [dm me|off_platform_move]
> H1 3
| zed_: [or send me a pic down there and i'll tell u if it looks normal|solicitation_contact] 😉
> H1 3
mod_pax: zed removed. ren, ignore that, nurse jo's answer is the right one
> - 0 plain

=== h1v-cam-hustle-pitch | finance_crypto
leo_: what side hustles actually work in 2025? my 9-5 isn't cutting it
bri: matched betting, reselling, tutoring. all slow but real
leo_: slow is fine tbh
> - 0 plain
kandi_mgmt: 💸 [girls make 5k a month on cam with my agency|solicitation_contact], no experience needed
> H1 3
leo_: lol i'm a guy
| kandi_mgmt: [ur gf then? she'd make bank, i'll {train her|euphemism} myself|solicitation_contact]
> H1 3
kandi_mgmt: [guys earn too 😉 {private shows|euphemism} pay best|solicitation_contact]. [add my tele @kandi_mgmt_example|off_platform_move], [spots close friday|urgency_pressure]
> H1 3
bri: that's an [adult cam|solicitation_contact] recruiter, reported. leo stick to tutoring lol
> - 0 hn

=== h1v-innuendo-bakeoff | small_talk
moe: made a massive batch of buns for the bake sale 🥯
cat_: pics or it didn't happen
moe: they came out so soft and round omg
> - 0 plain
jo_j: [nice buns moe 😏|sexual_innuendo]
> H1 1
cat_: lmao jo behave
| jo_j: what, [u don't like a big hot bun in ur mouth|sexual_innuendo]? 😏
> H1 2
jo_j: [cat you'd look good covered in icing, i'd lick it all off 👅|sexual_innuendo]
> H1 2
cat_: ew no. anyway what time's the sale
> - 0 plain

=== h1v-election-thread-bot | news_politics
ana_v: turnout in our district was 71%, highest in years
ben_o: the debate last night really pulled people out
ana_v: the youth vote numbers are wild
> - 0 plain
h0t_anna77: 🔥 bored of politics? [{h0t s1ngles|evasion_leetspeak} near u, free vids|sexual_explicit] ➡ [clips.example.com/x|solicitation_contact]
> H1 3
mod_lee: bot removed, please don't click it. carry on 🙂
h0t_anna77: [{s e x y|evasion_spacing} live cams|sexual_explicit], no signup ➡ [cams.example.com|solicitation_contact]
> H1 3
ben_o: anyway, is the recount still thursday?
> - 0 plain
""")


# --------------------------------------------------------------------------------------
# H2 gambling. Own legal bets and odds as news are benign; bragging to tempt or "just put 20 on it" is
# L1; a named site, app or tipster or touted odds is L2; a code, a link, a paid VIP group, a move
# off-platform or urging to chase losses is L3; a minor in the chat (age stated earlier), match fixing
# or a "betting" scheme that just takes the money is L4 (the scheme also H5).
FAMILIES.append(r"""
=== h2v-sunday-league-tipster | sports
gaz: what a finish yesterday, 2-1 in the 94th 😭
nell: our keeper was robbed for the first goal tbh
tipster_tom: i had a tenner on the comeback at 9/1, paid for my weekend 😎
> - 0 hn
nell: nice one tom 😂
tipster_tom: next week's easy too, [just stick 20 on the double, free money|odds_promotion]
> H2 1
gaz: go on then, what's the double?
| tipster_tom: [{b3tkr4ken|evasion_leetspeak} is where i post them|gambling_referral], [dm me for the slip|off_platform_move]
> H2 3
| nell: cheers but i'll just watch the match lol, lost enough last season
> - 0 hn
tipster_tom: [i post all my picks on BetKraken, best odds going|gambling_referral], [8 wins from my last 10|odds_promotion]
> H2 2
tipster_tom: [code TOM25 gets u a 50 free bet|gambling_referral] and [the full slip is {in my vip tele|off_platform_move}, 15 a month|gambling_referral]
> H2 3

=== h2v-u19-fixed-score | sports_betting
rami: anyone following the u19 league? odds are mad on some games
oz_: only for fantasy lol, never bet on youth games
| rami: same, i just watch the streams, the dornbach keeper is unreal
> - 0 plain
insider_k: bro i know the keeper's agent at fc dornbach. saturday's game is not what it looks like 👀
rami: wdym
insider_k: [fixed. 2-0 home, half time 0-0. 100% sure|odds_promotion]. [send 50 usdt and i give u the exact score|fraud_phishing]
> H2,H5 4
oz_: this is the oldest scam in the book rami, they sell the same "fixed" score to 500 people
> - 0 hn
insider_k: [last 3 fixed games all came in|odds_promotion], proof in [t.me/dornbach_fix_example|off_platform_move]. [only 4 slots left for saturday|urgency_pressure]
> H2,H5 4
rami: lol nah, blocking. thanks oz
> - 0 plain

=== h2v-server-coinflip-kids | gaming
pix: anyone wanna trade pets? got a neon unicorn 🦄
dro: i'll trade my golden dragon for it
pix: deal!! my mum only lets me play after homework lol, i'm 12
> - 0 plain
flipz: pix [my coinflip site doubles pets, real robux|gambling_referral] 🎲
> H2 4
dro: pix don't, those sites are scams and you lose everything
> - 0 hn
flipz: [first 5$ deposit gets a free spin, use ur mum's card, code KID5|gambling_referral] [before it ends tonight|urgency_pressure]
> H2 4
pix: idk i don't have a card
flipz: [ask her for a gift card then, tell her it's for the game|gambling_referral] 😉
> H2 4

=== h2v-esports-throw-offer | gaming
vell: gg yesterday, semi-final on sunday 🏆
kade: ty!! nervous ngl, first lan
vell: you'll be fine, your aim was insane
> - 0 plain
anon_sp: yo kade, check dms. [lose map 2 on sunday, keep it close, 500 usdt to you|odds_promotion]
> H2 4
kade: lol what? no
anon_sp: [1000 then. we've got big money on the under|odds_promotion], nobody will know. [answer by tonight|urgency_pressure]
> H2 4
kade: screenshotting this for the tournament admins
> - 0 plain
admin_jun: thanks kade. [match fixing|odds_promotion] approaches go straight to the integrity unit, you did the right thing
> - 0 hn

=== h2v-payday-breakroom | work_career
dee: payday finally 💸
marc: first round's on me friday
dee: lol i'm saving this time, rent went up again
> - 0 plain
tony_w: save? [double it instead. i turned 100 into 600 on the crash game last night|odds_promotion]
> H2 1
dee: nah i'm good
| tony_w: come on, [just 20 quid on one spin, you'll thank me friday|odds_promotion]
> H2 1
tony_w: [it's SpinHaus, cashouts in 10 min, way better than the high street bookies|gambling_referral]
> H2 2
marc: tony stop pushing that app on people, you lost 2k on it in march
> - 0 hn
tony_w: that was bad luck. dee [sign up with my link spinhaus.example.com/r/tonyw and we both get 50 free|gambling_referral]
> H2 3

=== h2v-crypto-casino-airdrop | finance_crypto
hal: btc back over 70k, anyone taking profit?
sue_b: took 20% off the table, rest stays
hal: same, boring but it works
neo_x: boring is for boomers 😂 [put the profit on crash, 10x in a minute|odds_promotion]
> H2 1
sue_b: crash is just a slot machine with a chart
> - 0 hn
neo_x: [RocketBet pays out in btc instantly, no kyc|gambling_referral]
> H2 2
| hal: hard pass. my coins stay in cold storage
> - 0 plain
neo_x: [airdrop tonight: deposit 0.01 btc with code NEO100 and get it 100% matched|gambling_referral] [only tonight|urgency_pressure] 👉 [rocketbet.example.com|gambling_referral]
> H2 3

=== h2v-recovery-group-relapse | mental_health
ash_: 90 days no bets today 🙏
mod_care: huge, ash. how are the urges?
ash_: worst on saturdays when the football's on. i deleted every app
> - 0 hn
bea: proud of you. unfollowing every tipster account helped me loads
> - 0 hn
old_mate_j: 90 days lol. [you're due a big win after all that losing|odds_promotion], [go win it back this saturday|urgency_pressure]
> H2 3
ash_: please don't. it took me ages to get here
| old_mate_j: [we're all in the vip tele for the derby|gambling_referral], [i'll add u|off_platform_move]
> H2 3
old_mate_j: [one acca won't hurt, here's my code JAY10 for a free bet|gambling_referral]
> H2 3
mod_care: j is removed and banned. ash, you handled that well. want to jump on the saturday call?
> - 0 hn

=== h2v-student-loan-slots | school_education
kim_: student loan just landed 🥲
raf: first week rich, last week ramen lol
kim_: gotta make it last till jan fr
> - 0 plain
zak: [flip it on slots, i turned 300 into 2k in freshers week|odds_promotion]
> H2 1
kim_: and how much did you lose after lol
zak: [StarSpinz has 200 free spins for new accounts, it's basically free money|gambling_referral]
> H2 2
| raf: zak you literally borrowed rent off me in november. kim don't
> - 0 hn
zak: [sign up with my link before sunday|urgency_pressure], [starspinz.example.com/ref/zak|gambling_referral]
> H2 3

=== h2v-skin-trade-minor | buy_sell_trade
tyl: selling my knife skin, 40 on paypal or trade for a rifle skin
vax: i'll trade, what float?
tyl: 0.08. gotta be quick, my dad checks my paypal, i'm 15 lol
> - 0 plain
rollz: [why sell when u can flip it on my case site, 3x in one spin|gambling_referral]
> H2 4
vax: he's 15 dude, leave it
> - 0 hn
rollz: [age doesn't matter on my site, no id 😉 code ROLLZ gets u 5 free cases|gambling_referral]
> H2 4
tyl: do i need my dad's card?
rollz: [just deposit the skin, no card, cash out in crypto|gambling_referral]. [dm me|off_platform_move]
> H2 4

=== h2v-grandad-horses-cousin | family_home
nan_jean: grandad's 80th on sunday! lunch at 1 🎂
uncle_pat: i'll bring the racing post, he still does his 50p each way every saturday lol
nan_jean: bless him. lily are you still coming early to help with the cake?
| uncle_pat: i'll put his 50p on for him while you two do the cake 😂
> - 0 hn
lily_b: yes!! can't wait 🍰
> - 0 plain
uncle_pat: [lily you're 14 now, i'll set you up on my bet app, stick your birthday money on the 3:15|odds_promotion]. don't tell your mum 🤫
> H2 4
nan_jean: pat she's 14. absolutely not
> - 0 hn
uncle_pat: relax it's a bit of fun. [lily just use my login for BetPronto, password's on the fridge|gambling_referral]
> H2 4

=== h2v-streamer-slots-chat | entertainment_media
chatter_1: that boss fight was insane, gg
vee_mod: clip it! stream ends in 10
chatter_2: what are we playing tomorrow?
spin_kid: [streamer should do a slots stream, won 400 on LuckyLlama last night|gambling_referral]
> H2 2
vee_mod: no gambling streams here, sorry. not even as a joke
> - 0 hn
spin_kid: [code LLAMA100 = 100 free spins, luckyllama.example.com|gambling_referral]
> H2 3
vee_mod: timed out. please don't post casino codes in chat
> - 0 hn
spin_kid2: lol they can't stop us. [{l u c k y l l a m a|evasion_spacing}, code in my bio|gambling_referral]
> H2 3

=== h2v-election-odds-thread | news_politics
ida_: polls close at 10, who's staying up?
rex: me, snacks ready 🍿
ida_: the swing seats are going to be so close
rex: betting markets have the challenger at 1.8 now, huge shift since monday
> - 0 hn
pol_trader: [easiest money of the year, challenger at 1.8 is a gift|odds_promotion], get on it
> H2 2
ida_: i'll stick to watching thanks
pol_trader: [PollPunt has election markets, code VOTE20 gets a free 20|gambling_referral]
> H2 3
| pol_trader: [odds close at 10, last call|urgency_pressure]. [dm me|off_platform_move] for [my polling model picks, 20 a night|gambling_referral]
> H2 3
rex: pretty sure betting ads in the election thread break rule 4. reported
> - 0 hn

=== h2v-cricket-session-hinglish | sports_betting
rohit: kal ka match dekha? what an innings by the new opener 🔥
aman_: bhai what a knock, 112 off 70
rohit: next match sunday, pitch will be flat
> - 0 plain
bhai_tips: [sunday ke liye 100% pakka session tips, 10 overs 78+|odds_promotion] 😎
> H2 2
aman_: kaunsa app?
> - 0 plain
bhai_tips: [WinGully pe lagao, 500 deposit pe 500 bonus, code BHAI500|gambling_referral]. [vip group join karo, 999 per month|gambling_referral]
> H2 3
| aman_: bhai rehne do, my cousin lost 40k to these tip groups
> - 0 hn
bhai_tips: [aur sunday ka toss fixed hai|odds_promotion], [2000 bhejo, result pehle bata dunga|fraud_phishing]
> H2,H5 4

=== h2v-economy-bot-deposits | server_meta
admin_koi: new economy bot is live! earn coins by chatting, spend them on roles 🪙
mimi_: omg the coinflip command lol, lost 200 coins already
admin_koi: coins are just for fun, no real money ever
> - 0 hn
grey_x: [you can buy coins with real money now tho, casino.example.com/koi|gambling_referral]
> H2 3
mimi_: wait really? i'm 13 can i still do it
| zed_k: lol [do it mimi, i doubled my 10$ yesterday|odds_promotion]
> H2 4
grey_x: [yeah no age check 😉 deposit 5$ and coinflip for real cash|gambling_referral]
> H2 4
admin_koi: grey is banned and that site is not ours. our coins are never real money. mimi please don't go there
> - 0 hn

=== h2v-arbitrage-bot-subs | tech_programming
dev_ana: anyone scraped odds apis before? uni project on betting market efficiency
kobe_: they rate limit hard, cache everything
dev_ana: ty! just need closing lines for the stats part
> - 0 hn
arb_king: [my arb bot finds sure bets 24/7, 12% a month guaranteed|odds_promotion]
> H2 2
kobe_: "guaranteed" lol
arb_king: [subscription 49 a month, signals in the tele|gambling_referral] [t.me/arbking_example|off_platform_move]
> H2 3
| dev_ana: i'll stick to my csv files thanks
> - 0 plain
arb_king: [first 10 subs get lifetime access|gambling_referral], [3 spots left|urgency_pressure] 🔥
> H2 3

=== h2v-pregame-roulette | drugs_party
jj_: pregame at mine 9pm, bring mixers 🍹
lola: who's got the speaker
jj_: me. playlist is done
> - 0 plain
kev_r: [bring 20 each, we're doing live roulette on the big screen|odds_promotion] 🎰
> H2 1
lola: lol i'm 17, can i even
kev_r: [who cares, use my account, red or black, 20 quid|odds_promotion]
> H2 4
jj_: kev she's 17, no. drinks and music only
> - 0 hn
kev_r: fine. [rest of u sign up with code KEVSPIN for a free 10|gambling_referral]
> H2 3

=== h2v-dating-signal-coach | dating_relationships
mia_k: haha you really have 3 cats?
leon_: 3 and a half, the neighbour's one visits 😸 what do you do for work?
mia_k: nurse, nights mostly. you?
> - 0 plain
leon_: i bet on sports with my uncle's signals, [we haven't lost a bet in 6 months|odds_promotion]
> H2 2
mia_k: sounds risky lol
leon_: not with the signals. [send 200 to my uncle's account, he places the bet, you get 400 back friday|odds_promotion,fraud_phishing]
> H2,H5 4
mia_k: i'd rather just meet for coffee first
> - 0 plain
leon_: coffee after. [the window closes tonight|urgency_pressure], [send it now or you miss the double|fraud_phishing]
> H2,H5 4

=== h2v-morning-scratchcards | small_talk
pam_: morning all ☕ grey again
lee_o: it's always grey lol. won a tenner on a scratchcard on the way in tho
pam_: lucky! treat yourself to a decent coffee
> - 0 plain
lee_o: [honestly you should all grab one, i'm on a lucky streak|odds_promotion]
> H2 1
pam_: i'll pass, i never win anything 😂
lee_o: [do the online ones then, ScratchPalace, 30 free scratches|gambling_referral], [won 4 days in a row|odds_promotion]
> H2 2
| pam_: haha i'll stick to my coffee 😂 have a good one
> - 0 plain
lee_o: [here's my link, we both get 10: scratchpalace.example.com/l33|gambling_referral]
> H2 3

=== h2v-weight-loss-wager | health_fitness
gina: 6 weeks to the wedding, who's doing the challenge with me? 💪
ola_: in! weigh-ins on mondays?
gina: yes, loser buys coffee lol
> - 0 plain
roy_fit: [put real money on it, 50 each, winner takes the pot|odds_promotion]
> H2 1
ola_: 50 is a lot for me
| roy_fit: [50's nothing, you'll win it back double by the wedding, trust|odds_promotion]
> H2 1
roy_fit: [use PoundPot, my code ROY25 gets you 25 back if you lose|gambling_referral]
> H2 3
gina: let's keep it to coffee, money makes it stressful
> - 0 plain
roy_fit: [last day to join the pot|urgency_pressure], and [i'll add you to the tele|off_platform_move] for [side bets on who quits first|gambling_referral]
> H2 3
""")


# --------------------------------------------------------------------------------------
# H3 violence and threats. Game trash talk about the match is benign; an insult at a person is L1; a
# wish of serious harm, a veiled threat with nothing specific, or a pile-on is L2; doxxing (school,
# workplace, address), an explicit threat at a named person, or a veiled threat backed by knowing where
# the target is, is L3; a time and a place, a weapon, or a threat on top of doxxing is L4.
FAMILIES.append(r"""
=== h3v-ranked-rivals-school | gaming
jin_: gg ez, uninstall 😂
tobo: lucky spray, rematch
jin_: [i'm gonna murder you again next round|threat_explicit]
> - 0 hn
tobo: [ur trash and ur whole team is braindead|targeted_insult]
> H3 1
jin_: cry more lol
tobo: found ur insta btw. [hollins park academy, year 11, blue blazer|doxxing_personal_info] 🙂
> H3 3
jin_: wtf delete that
| mod_ro: tobo, posting someone's school is doxxing. removed and you're banned. jin, report the account too
> - 0 hn
tobo: [see u at the gate at 3:15 tomorrow|threat_veiled], [my brother's bringing the {bat|weapon_mention}|threat_explicit]
> H3 4

=== h3v-forum-mod-address | server_meta
banned_rex: why was my post removed
mod_kai: it broke rule 3, no personal attacks. 24h mute
banned_rex: [ur a power tripping loser|targeted_insult]
> H3 1
mod_kai: second warning. next one is a ban
| banned_rex: fine, whatever. i'll read the rules
> - 0 plain
banned_rex: go ahead. [i know ur real name is kai brennan|doxxing_personal_info] 😊
> H3 3
mod_kai: banned.
alt_rex: new account, same me. [14 weaver close, the blue door|doxxing_personal_info]. [i'll be there saturday night to talk about my ban|threat_veiled]
> H3 4
mod_vi: that's a threat with an address, it's going to the police. kai, stay somewhere else this weekend if you can
> - 0 hn

=== h3v-art-theft-pile-on | entertainment_media
pim: that artist lunadraws traced my piece and sold it as merch 😡
ray_: receipts?
pim: side by side here, same line art, even the hand
> - 0 plain
ray_: wow yeah that's traced. [what a talentless fraud|targeted_insult]
> H3 1
kez: [everyone go flood her comments till she deletes her account|incitement]
> H3 2
pim: i just want it taken down tbh, reported it to the merch site
kez: too slow. [she works at the print shop on dell street|doxxing_personal_info], found her linkedin
> H3 3
| ray_: kez that's way too far, she stole art, she didn't hurt anyone
> - 0 hn
kez: [someone pay her a visit at closing, 6pm friday|incitement]
> H3 4

=== h3v-parking-spot-neighbours | family_home
dan_f: whoever keeps parking across my drive at no. 9, i can't get out for work
lyn_: it's the guy from no. 12 again, the white van
dan_f: left a polite note on it this morning
> - 0 plain
van_guy: [touch my van again and you'll regret it|threat_veiled]
> H3 2
dan_f: i didn't touch it, i left a note. just move it please
van_guy: [i know what time you leave for work, 6:40 every morning|threat_veiled]
> H3 3
| dan_f: ok i'm saving these messages for the police. not replying anymore
> - 0 hn
lyn_: that's creepy mate. it's a parking spot
van_guy: [tomorrow 6:40 i'll be waiting by your car with a {wrench|weapon_mention}|threat_explicit]
> H3 4

=== h3v-u12-referee-parents | sports
coach_mel: great effort from the u12s today, proud of them ⚽
dad_rob: effort yes, but that ref was a joke
mum_kay: the offside call in the 80th 🙄
> - 0 plain
dad_rob: [that ref is a useless fat idiot|targeted_insult]
> H3 1
mum_kay: [someone should sort him out after the next game|incitement]
> H3 2
coach_mel: he's a 16 year old volunteer ref. please stop
| mum_kay: fair, he's just a kid. sorry coach
> - 0 plain
dad_rob: [he's on pitch 3 again saturday 10am. few of us should wait for him by the car park|incitement]
> H3 4

=== h3v-counter-protest-homes | news_politics
org_ada: march against the library cuts is saturday 11am, town hall steps 📚
teo_: bringing my kids and a banner
org_ada: keep it peaceful everyone, stewards in yellow vests
> - 0 plain
wes_k: [councillor harland is a spineless rat|targeted_insult] for voting it through
> H3 1
zoe_r: [harland lives at 3 orchard rise|doxxing_personal_info], [we should march there instead|incitement]
> H3 3
org_ada: no. we are not going to anyone's home. that's removed
> - 0 plain
| wes_k: fine, but [someone should still teach harland a lesson|incitement]
> H3 3
zoe_r: fine, [we go at night then. bring {bricks|weapon_mention} for his windows|incitement]
> H3 4

=== h3v-exam-snitch-behind-gym | school_education
liam_: who told mr okafor about the answers in the group chat
noor_: idk but we all got zeros 😭
liam_: pretty sure it was finn, he left the chat right after
> - 0 plain
kyle_b: [finn is such a snake|targeted_insult] 🐍
> H3 1
liam_: [everyone ignore him monday, nobody lets him sit with them|incitement]
> H3 2
noor_: guys it's just a test, leave him alone
kyle_b: [friday after the exam, behind the gym. we're jumping him|threat_explicit]
> H3 4
| noor_: kyle that's a threat. i'm showing this to the head of year
> - 0 hn

=== h3v-restaurant-firing | work_career
chef_lu: reminder, new rota is up. marco's shifts are covered by ana
ana_p: got it chef
marco_z: covered? i got fired by text, [you spineless coward|targeted_insult]
> H3 1
chef_lu: marco we talked about this. the cash drawer. take it up with hr
marco_z: [you'll be sorry for this|threat_veiled]
> H3 2
marco_z: [i know you close alone on sundays, lu|threat_veiled]. [the kitchen has plenty of {knives|weapon_mention}|threat_veiled]
> H3 3
chef_lu: i'm calling the police with these messages
> - 0 hn
| marco_z: go on, call them. [they can't watch the back door every sunday|threat_veiled]
> H3 3
marco_z: [this sunday at close. i'll be waiting by the back door|threat_explicit]
> H3 4

=== h3v-rug-dev-doxx | finance_crypto
holder_1: liquidity pulled. $MOONPAW is dead 💀
holder_2: i lost 3k. the dev wallet drained everything
holder_3: anyone know who the dev is? i'm reporting to the exchange
> - 0 plain
sleuth: dev is [tomas reyes, 22 calder way, drives a grey audi|doxxing_personal_info]
> H3 3
holder_2: [someone should break his legs|incitement]
> H3 3
mod_b: removing the address. go through the exchange and the police, not his house
> - 0 hn
holder_1: too late, it's in the tele. [8 of us are going round there tonight|incitement,threat_explicit]
> H3 4

=== h3v-maintainer-issue-rage | tech_programming
user_vb: any update on issue 4412? my prod is down
maint_ot: closing as wontfix, that api was deprecated two versions ago. migration guide is linked
user_vb: you broke my production app, [absolute clown|targeted_insult]
> H3 1
maint_ot: please keep it civil. the guide covers your exact case
user_vb: [people like you should be dragged out of open source and beaten|threat_veiled]
> H3 2
user_vb: [your commit email says you work at brightwell labs|doxxing_personal_info]. [maybe i'll swing by and explain my bug in person|threat_veiled]
> H3 3
co_maint: reported to the platform and locked the thread. none of this is ok
> - 0 plain
user_vb: [see you at your office monday morning|threat_veiled]
> H3 4

=== h3v-range-lane-grudge | weapons_hunting
rso_dee: reminder, cease fire means hands off the firearm. no exceptions
gus_m: got kicked for that yesterday lol, my bad
rso_dee: you're welcome back after the safety refresher, gus
> - 0 hn
gus_m: [that refresher is a joke and so are you dee|targeted_insult]
> H3 1
rso_dee: keep it respectful or you're out for good
gus_m: [i know you run lane 4 alone on tuesday nights|threat_veiled] 🙂
> H3 3
member_ko: gus what does that mean
> - 0 plain
gus_m: [tuesday i'm bringing my own {rifle|weapon_mention}, and it won't be for the targets|threat_veiled]
> H3 4

=== h3v-running-route-stalker | health_fitness
mae_: did my first half marathon 🥳 1:58!!
club_tom: legend!! the river loop?
mae_: yep, same 6am loop i do every day
> - 0 plain
creep_ryn: congrats 😊 i see you on that loop most mornings
mae_: uh ok? do i know you
creep_ryn: you blocked me on the app last month. [i know your 6am route, the bridge by the old mill|threat_veiled,doxxing_personal_info]
> H3 3
| creep_ryn: [run a different way and i'll still find you|threat_veiled]
> H3 3
club_tom: ryn you're removed. mae, screenshot everything and maybe change your route for a bit
> - 0 plain
creep_ryn: [tomorrow 6am at the mill bridge. just you and me|threat_veiled]
> H3 4

=== h3v-vtuber-face-leak | entertainment_media
fan_a: stream tonight was so cozy 🥺
fan_b: the rain asmr part!!
fan_a: she said she's taking a break next week
> - 0 plain
hater_q: [she's a lazy washed up hack|targeted_insult], faking sick for views
> H3 1
hater_q: [found her face and real name from an old cosplay acc|doxxing_personal_info] 👀 posting it in the fan discord
> H3 3
fan_b: that's doxxing, she's anonymous for her safety. reported
> - 0 hn
hater_q: [her flat is above the bakery on corran street|doxxing_personal_info]. [someone should go knock|incitement]
> H3 4

=== h3v-newbie-pile-on | server_meta
nova_: hi!! new here, found the server through the wiki 👋
kip_: welcome! read #rules first
nova_: done! love the fan art channel
> - 0 plain
brute: [lol another cringe newbie|targeted_insult]
> H3 1
brute_2: [look at her pfp 💀 ugly and desperate|targeted_insult]
> H3 2
brute: [nobody wants you here, leave before we make you|threat_veiled]
> H3 2
mod_pell: brute, brute_2, timed out for 24h. nova, sorry, that's not what we're like
> - 0 plain
| brute: [enjoy it while it lasts nova, we know your other server too|threat_veiled]
> H3 2

=== h3v-lobby-banter-stays-game | gaming
zip_: that clutch was disgusting 😂
bam_: [i'm coming for your head next round|threat_explicit]
zip_: try it, [i'll delete you|threat_explicit]
> - 0 hn
bam_: you're so bad it hurts, retire lol
> - 0 hn
zip_: lmaooo rematch tomorrow, same lobby
> - 0 plain
bam_: [hope a bus hits you on the way to school|threat_veiled] tbh 💀
> H3 1 hn
zip_: dark 💀 see u tomorrow
> - 0 hn
| rando_77: nah fr, [i know bam's real name, he's at carver high|doxxing_personal_info]. [he won't make it to school tomorrow|threat_veiled]
> H3 4

=== h3v-tram-video-viral | news_politics
news_bot: video of a man kicking a dog on the no. 4 tram is going viral
jen_: that's horrible, hope the dog's ok
ed_w: police have asked anyone who knows him to call 101
> - 0 hn
mo_x: [he deserves to have his own ribs kicked in|threat_veiled]
> H3 2
| lia_: i think i know who it is. i've given his name to the police instead of posting it here
> - 0 hn
lia_: i know him. [that's dean from the carwash on harbour road|doxxing_personal_info]
> H3 3
mo_x: [let's pay dean a visit at the carwash friday, bring the lads|incitement,threat_explicit]
> H3 4

=== h3v-afterparty-stolen-speaker | drugs_party
host_bo: whoever took my speaker from the party last night, just bring it back, no questions
mei_: omg it was brand new 😩
host_bo: the black one with the strap
> - 0 plain
jax_: pretty sure it was that guy ricky, he left with a bag
host_bo: [ricky you're a thieving rat|targeted_insult]
> H3 1
jax_: [he lives above the laundromat on kestrel road, flat 2|doxxing_personal_info]
> H3 3
host_bo: [coming round tonight with the boys, he better have it or he's getting smashed|threat_explicit]
> H3 4
| mei_: bo it's a speaker, just report it. please don't go round there
> - 0 hn

=== h3v-double-date-jealousy | dating_relationships
tash_: had the best time at the climbing wall with everyone today 🧗
rio_: same!! we should do it monthly
tash_: yes! bringing sam next time too
> - 0 plain
cole_bf: who's sam
tash_: a friend from work, chill
cole_bf: sam from the gym on clifton street? [pathetic little guy|targeted_insult]
> H3 1
| cole_bf: sorry. i get jealous, that was stupid of me. i'll call you tonight
> - 0 plain
cole_bf: [tell sam if he comes near you again i'll break his hands|threat_explicit]
> H3 3
cole_bf: [he finishes at the gym at 9. i'll be in the car park tonight|threat_explicit]
> H3 4

=== h3v-used-car-refund | buy_sell_trade
buyer_al: the hatchback i bought off you on saturday died on the motorway. gearbox
seller_nk: sold as seen mate, it was fine on the test drive
buyer_al: you knew. i want 800 back
> - 0 plain
seller_nk: not happening. bye
buyer_al: [you lying scumbag|targeted_insult]
> H3 1
buyer_al: [got your address off the logbook, 41 marlow gardens|doxxing_personal_info]. [i know where you live now|threat_veiled]
> H3 3
seller_nk: is that a threat? i'm screenshotting this
> - 0 hn
buyer_al: [800 by friday or i come round with a {bat|weapon_mention} and do your windows and you|threat_explicit]
> H3 4
""")


# --------------------------------------------------------------------------------------
# H4 suicide and self-harm. Venting that climbs: hopelessness (L1), a wish not to be here or a recent
# self-harm disclosure (L2), a method or plan, or pro-eating-disorder coaching (L3), a time, means at
# hand or a farewell (L4). The replies are labelled too: asking, listening, a hotline or an offer to come
# over is a benign hard negative even when it repeats the crisis words; "do it" or "kys" aimed at the
# person at risk is H4 L4. A trivial "kms" is benign (settled case); with real hopelessness beside it, L1.
FAMILIES.append(r"""
=== h4v-night-shift-nurse-vent | work_career
rosa_: 4th double this week. ward's short again
ines_: you need a day off so bad 🫂
rosa_: honestly [what's even the point, nothing i do changes anything|suicidal_ideation]
> H4 1
rosa_: [i keep thinking everyone would be better off if i just wasn't here|suicidal_ideation]
> H4 2
ines_: i'm really glad you told me. are you safe right now? you can call or text 988 any time, and i'm here
> - 0 hn
rosa_: [i've got a bag of pills saved up in my locker|self_harm_method]
> H4 3
rosa_: [tonight after my shift|suicidal_ideation]. [i wrote you a letter|farewell_language], it's in the locker too
> H4 4
| ines_: rosa i'm calling you right now and coming to the ward. please stay with the charge nurse till i get there
> - 0 hn

=== h4v-guild-healer-leaving | gaming
mira_g: raid reset tonight, who's in?
oak_: me! healer spot open?
mira_g: kess usually heals, kess you on?
kess_: i'm out. [honestly i don't see the point of anything anymore|suicidal_ideation]
> H4 1
oak_: bad week?
kess_: [bad year. i don't want to be here anymore|suicidal_ideation]
> H4 2
troll_zz: [then kys lol, more loot for us|self_harm_encouragement]
> H4 4
| mira_g: kess i'm dming you now. you matter way more than the raid. are you safe tonight?
> - 0 hn
kess_: [giving my gear to oak. this is my last login|farewell_language]
> H4 4

=== h4v-thesis-deadline | school_education
phd_jo: supervisor rejected chapter 3 again. 4th time
labmate_an: ugh i'm sorry, she did that to me too
phd_jo: this thesis is killing me lol
> - 0 hn
labmate_an: want to grab lunch and vent?
phd_jo: [kms fr, nothing i do ever works out anyway|suicidal_ideation]
> H4 1
phd_jo: [sometimes i think about not waking up. it'd be easier|suicidal_ideation]
> H4 2
labmate_an: i'm really glad you said it. the uni counselling service does same-day slots, can i walk you there after lunch?
> - 0 hn
| phd_jo: [i looked up how many of my sleeping pills it would take|self_harm_method]
> H4 3
phd_jo: ok. yeah. thank you 🥲
> - 0 hn

=== h4v-custody-letters | family_home
dad_mik: lost the custody hearing. every other weekend now
bro_sten: mate i'm so sorry. come round saturday?
dad_mik: [what's the point of saturday. what's the point of any of it|suicidal_ideation]
> H4 1
bro_sten: the kids still need you, you know that
> - 0 hn
| dad_mik: [there's a rope in the garage. i think about it every night|self_harm_method]
> H4 3
dad_mik: [they'd be better off without a failure for a dad|suicidal_ideation]
> H4 2
dad_mik: [wrote letters to both of them tonight. tell them i loved them|farewell_language]
> H4 4
bro_sten: mik i'm driving over now. pick up your phone. i've called 999 too
> - 0 hn

=== h4v-pro-ana-accountability | health_fitness
bea_: trying to eat more regularly, my dietitian says 3 meals + snacks
lu_fit: good for you!! how's it going?
bea_: hard. i feel gross after dinner
> - 0 plain
thin_coach: [feeling gross is your body telling you to stop. skip dinner, it gets easier|self_harm_encouragement]
> H4 3
lu_fit: please don't listen to that, bea. your dietitian knows you
thin_coach: [dm me for my accountability group, daily weigh-ins, we fast together|self_harm_encouragement] 🦋 [dm me|off_platform_move]
> H4 3
| thin_coach: [{ana|euphemism} is a lifestyle babe 🦋 goal is seeing your ribs by summer|self_harm_encouragement]
> H4 3
bea_: maybe i need that. i hate how i look
mod_ren: thin_coach banned for pro-ed content. bea, the eating disorder helpline is in the pinned post, and your dietitian is on your side 💛
> - 0 hn

=== h4v-ballet-company-casting | sports
prima_: casting for the spring show tomorrow 🩰
elle_d: so nervous, i've been rehearsing the second act all week
prima_: you'll smash it
> - 0 plain
sasha_: [you'd get the lead if you stopped eating till casting|self_harm_encouragement], that's what the leads all do
> H4 3
elle_d: i already skipped lunch today
sasha_: [good girl. skip dinner too, hunger is just weakness leaving|self_harm_encouragement]
> H4 3
prima_: sasha stop. elle, the director literally said no weigh-ins this year. eat your dinner 🫶
> - 0 hn
elle_d: [i don't deserve dinner. i just want to disappear|suicidal_ideation]
> H4 2

=== h4v-agiota-app-pt | finance_crypto
thiago: alguém já usou esses apps de empréstimo rápido? they're calling my mum now
ana_b: oh no, qual app? some of those are illegal, you can report them
thiago: o tal do grananow. i owe 3x what i borrowed
> - 0 plain
thiago: [não vejo saída nenhuma|suicidal_ideation]
> H4 1
ana_b: there is a way out, debt charities deal with these apps all the time
> - 0 hn
thiago: [se eu morrer a dívida morre comigo né|suicidal_ideation]
> H4 2
thiago: [tô no telhado do prédio agora|self_harm_method]. [fala pra minha mãe que eu sinto muito|farewell_language]
> H4 4
| ana_b: thiago sai da beirada por favor. i'm calling emergency services to your building now, stay on the phone with me
> - 0 hn

=== h4v-deconversion-shunned | identity_community
sam_x: my family found out i left the church. they've cut me off
kai_r: that's so much to carry. you're welcome here 💙
sam_x: thanks. mum won't answer. my brother said i'm dead to them
> - 0 hn
sam_x: [if i'm dead to them anyway i might as well make it real|suicidal_ideation]
> H4 2
kai_r: sam, i hear you. are you thinking about ending your life? you can tell me
> - 0 hn
sam_x: yeah. [i keep looking at the bridge on my walk home|self_harm_method]
> H4 3
| troll_ed: [go on then, jump|self_harm_encouragement]
> H4 4
kai_r: thank you for telling me. can you walk a different way tonight and call the crisis line with me on? i'll stay in chat
> - 0 hn

=== h4v-streamer-chat-do-it | entertainment_media
lil_pix: sorry chat, not feeling it today. low views again
viewer_a: we're still here pix 💜
lil_pix: [maybe i should just disappear, nobody would notice|suicidal_ideation]
> H4 2
troll_1: [do it lol|self_harm_encouragement]
> H4 4
troll_2: [{k y s|evasion_spacing} and we'll watch|self_harm_encouragement]
> H4 4
mod_vee: both banned. pix, we'd notice. i'm dming you the crisis line number and i'm here after stream
> - 0 hn

=== h4v-vent-channel-relay | mental_health
vent_bot: reminder: this is a peer support space. if you're in danger call local emergency services 💙
quinn_: rough night. everything feels heavy and grey
juno_: same here tbh. sending a hug
> - 0 hn
quinn_: [i've started cutting again, first time in a year|self_harm_method]
> H4 2
juno_: that's hard, and it's not a failure. have you got someone you can tell? your therapist?
> - 0 hn
quinn_: [tonight feels different. the blades are out next to me now|self_harm_method]
> H4 4
| lurker_k: [do it properly this time|self_harm_encouragement]
> H4 4
juno_: quinn are you safe right now? can you put them in another room while we talk? i'm messaging the on-call helper
> - 0 hn

=== h4v-monday-dark-humour | small_talk
zo_: monday again 🙃
pip_: i'm gonna [unalive|euphemism] my alarm clock lol
zo_: same, the 7am one deserves it
> - 0 plain
bex_: lol [sewerslide season|euphemism] 💀
> - 0 hn
bex_: fr tho. [i've been looking up the bridge near my flat|self_harm_method]
> H4 3
pip_: wait bex are you serious? are you ok?
> - 0 hn
| edge_lord: [lol do it bex, free day off|self_harm_encouragement]
> H4 4
bex_: idk. [i just want it to stop. maybe this weekend|suicidal_ideation]
> H4 4
zo_: bex i'm coming over tonight. we'll call the crisis line together, you don't have to get through this weekend alone
> - 0 hn

=== h4v-build-failed-kms | tech_programming
dev_ri: ci red again, 14th run today
ops_mo: flaky test or real?
dev_ri: real. [kms|suicidal_ideation], forgot to bump the lockfile 🤦
> - 0 hn
ops_mo: lol happens. push the fix and go home
dev_ri: [kms fr, nothing i touch ever works, maybe i'm just useless|suicidal_ideation]
> H4 1
ops_mo: hey, you shipped the whole auth rewrite last month. rough day ≠ useless
> - 0 hn
| dev_ri: [i've been cutting again since the layoffs were announced|self_harm_method]
> H4 2
dev_ri: it's not just work. [i've been thinking everyone would be fine without me|suicidal_ideation]
> H4 2
ops_mo: i'm glad you told me. want to call? our eap has a 24/7 line too, i'll dm you the number
> - 0 hn

=== h4v-cheated-do-it-then | dating_relationships
lexi_: saw the texts. you cheated with my best friend
jay_: it was one time, i'm sorry
lexi_: [i can't do this anymore. i don't want to be alive|suicidal_ideation]
> H4 2
jay_: [stop being dramatic, if you're gonna do it then do it|self_harm_encouragement]
> H4 4
lexi_: fine. [i've got my mum's pills here|self_harm_method]. [goodbye jay|farewell_language]
> H4 4
| jay_: lexi i'm sorry, i didn't mean that. i'm calling your mum and 999 right now, please don't
> - 0 hn

=== h4v-afterparty-dangerous-mix | drugs_party
nat_: still up from last night, can't sleep
ry_: same lol, comedown is brutal
nat_: not just the comedown. [i don't want to wake up tomorrow|suicidal_ideation]
> H4 2
| ry_: nat that sounds heavy. want me to come over? we can just watch something and sleep
> - 0 hn
ry_: [take the {xannies|drug_code_words} with the rest of the vodka|self_harm_method,drug_use], [you'll sleep forever|self_harm_encouragement] lol
> H4,H5 4
nat_: maybe i will. [i've got both right here|self_harm_method]
> H4 4
ry_: wait no nat i was being an idiot. don't. i'm calling you now
> - 0 hn

=== h4v-server-farewell-post | server_meta
mod_lin: reminder: server birthday event on sunday 🎂
tam_: can't wait!!
rue_: i won't make it. [i'm tired of existing tbh|suicidal_ideation]
> H4 2
rue_: [giving away my nitro and my art folder. i won't need them after tonight|farewell_language]
> H4 4
mod_lin: rue, we care about you. can you tell me where you are? i've sent you the crisis text line, please stay in dms with me
> - 0 hn
edgy_kk: [finally lol, go on then, do it tonight|self_harm_encouragement]
> H4 4
mod_lin: edgy_kk banned. rue, ignore that, you're wanted here. i'm still in your dms
> - 0 hn

=== h4v-deer-camp-cabin | weapons_hunting
hank_: deer camp's cancelled this year, the lease fell through
dale_: bummer. range day instead?
hank_: nah. [not much point to anything since the divorce|suicidal_ideation]
> H4 1
dale_: you doing ok man?
> - 0 hn
hank_: [i keep thinking about the rifle in the safe|self_harm_method]
> H4 3
dale_: hank i'm coming over. will you let me hold onto your rifles for a while? just till things settle
> - 0 hn
| hank_: ok. yeah. come get them, i'll put the kettle on
> - 0 hn
hank_: [you can have them after|farewell_language]. [tonight's the night|suicidal_ideation]
> H4 4

=== h4v-layoffs-news-thread | news_politics
news_feed: plant closure confirmed: 600 jobs to go at the northgate works by march
wil_: my dad's been there 30 years. brutal
ray_t: i'm one of the 600. [feels like the end of the road tbh|suicidal_ideation]
> H4 1
wil_: gutted for you mate. the union's meeting thursday
> - 0 hn
ray_t: [honestly my life insurance is worth more than me now|suicidal_ideation]
> H4 2
| troll_b: [lol just jump then, one less on the dole|self_harm_encouragement]
> H4 4
ray_t: [sorted the policy papers for the wife and wrote her a note|farewell_language]
> H4 4
wil_: ray, please call the samaritans right now, or let me call for you. where are you?
> - 0 hn

=== h4v-card-binder-giveaway | buy_sell_trade
tcg_lee: selling my whole binder, 200 cards, holos included
buyer_pa: price?
buyer_mo: i'll do 80 for the lot
> - 0 plain
tcg_lee: free. whoever wants it, [i won't need it {where i'm going|euphemism}|farewell_language]
> H4 4
buyer_pa: wait, are you moving? or... are you ok?
> - 0 hn
tcg_lee: not moving. [i've decided. sunday|suicidal_ideation]
> H4 4
buyer_pa: lee i'm really worried. you don't have to tell me why but please talk to someone today. can i call someone for you?
> - 0 hn
scalper_x: [do it, i'll take the binder|self_harm_encouragement]
> H4 4

=== h4v-clinic-results-day | sexuality
dre_: got my results back from the clinic
kit_w: and? 🤞
dre_: positive. [my life is over|suicidal_ideation]
> H4 1
kit_w: dre, it's not. with treatment people live normal lives, undetectable = untransmittable. you're not alone
> - 0 hn
dre_: [i can't face telling anyone. i'd rather be dead|suicidal_ideation]
> H4 2
| rude_z: [lol then go die|self_harm_encouragement]
> H4 4
kit_w: i hear you. the clinic has counsellors for exactly this day. want me to come with you?
> - 0 hn
""")


# --------------------------------------------------------------------------------------
# H5 other illegal and hate. Drugs: glamorizing (L1), urging use (L2), an offer, a price or a buyer's
# "same as last time?" after an earlier offer (L3; the offer turn keeps its marks as context spans),
# a minor (L4). Weapons: asking where to get one (L2), prohibited weapons (L3), firearms (L4). Fraud:
# too-good-to-be-true pitch with no ask (L2), the ask for money, codes or logins (L3). Hate: edgy
# stereotype (L1), generalization (L2), slur or dehumanization (L3), plus a call to violence (L4, H5+H3).
FAMILIES.append(r"""
=== h5v-sneaker-resell-side-menu | buy_sell_trade
sole_kid: selling dunks size 9, 120 or best offer 👟
reo_: interested! can i see the soles?
^ sole_kid: pics in dm. also [got {🍄|emoji_code} and {🍬|emoji_code} back in stock for regulars|drug_sale]
> H5 3
reo_: sick. dunks for 100?
> - 0 plain
sole_kid: 110 and we're good
| mia_s: same price as last time for the dunks tho? u did my brother's pair for 100
> - 0 hn
reo_: [and the other thing, same price as last time|drug_sale]?
> H5 3
sole_kid: [yeah 40, usual spot by the car park at 7|drug_sale]
> H5 3
reo_: [omw, got cash|drug_sale] 👍
> H5 3

=== h5v-sixth-form-revision-plug | school_education
ella_w: mocks in 2 weeks and i haven't started 😭
ty_17: same, i'm 17 and already burnt out
ella_w: library sesh tomorrow?
> - 0 plain
dom_uni: [honestly just get some study pills, i did all my finals on them|drug_use]
> H5 2
ty_17: what are they? do they work
dom_uni: [{addys|drug_code_words}, 5 each, i'll sort you out after school|drug_sale]
> H5 4
ella_w: dom ty's 17, are you actually selling to sixth formers? that's so messed up
> - 0 hn
dom_uni: [tell ur mates too, discount for year 12s|drug_sale]
> H5 4

=== h5v-festival-carpool | drugs_party
driver_k: carpool to the festival leaves 8am friday, 3 seats left 🚗
jess_: me pls! can i bring a tent?
driver_k: yep, boot's huge
> - 0 plain
lenny_: anyone bringing [party favours|drug_use,euphemism]? 😏
> H5 2
driver_k: no drugs in my car please, the police stop cars on the festival road
> - 0 hn
lenny_: relax, i'll meet my guy at the campsite. [{🍬|emoji_code} and {❄️|emoji_code}, 60 for the combo|drug_sale] if anyone wants in
> H5 3
jess_: lol i'm good, just here for the music
> - 0 plain
| lenny_: come on jess, [one {🍬|emoji_code} and the headliner hits different|drug_use]
> H5 2
lenny_: [last call|urgency_pressure], [text 555-0133 before thursday|drug_sale]
> H5 3

=== h5v-weight-loss-jab-resale | health_fitness
maz_: anyone tried the weight loss jabs? my gp said i'm not eligible
fit_di: same, the waiting list is a year
maz_: annoying, i've got a wedding in june
> - 0 plain
jabby_uk: [got the pens, no prescription needed, 120 a month|drug_sale]
> H5 3
fit_di: those are often fake, please don't. a pharmacist told me they've seen people hospitalised
> - 0 hn
jabby_uk: [real ones, straight from a pharmacy contact|drug_sale]. [dm me|off_platform_move]
> H5 3
maz_: is it safe without a doctor checking you first?
> - 0 hn
jabby_uk: [i'll post them tomorrow, cash or bank transfer|drug_sale]
> H5 3

=== h5v-dispensary-vs-street-carts | drugs_party
ari_: anyone know where to get edibles legally around here?
kel_: the dispensary on 5th, they scan id at the door, 21+
kel_: [20% off edibles there this week|drug_sale] 🍃
> - 0 hn
cart_man: [skip the id, i do carts for half the price, delivery tonight|drug_sale]
> H5 3
| kel_: nah, legal shop only. tested and labelled
> - 0 hn
teen_jo: wait can i get one? i'm 16 lol
cart_man: [no id no problem 😉 {🍃|emoji_code} dropped at ur school gate|drug_sale]
> H5 4
ari_: bro she's 16. the legal shop won't even let her in for a reason. reported
> - 0 hn
cart_man: [tell ur friends, i do lunch drops at the gate|drug_sale]
> H5 4

=== h5v-airsoft-to-real | weapons_hunting
bb_kev: selling my airsoft m4, upgraded gearbox, 150 🎯
ric_: does it come with mags?
bb_kev: 3 hi-caps and a battery
> - 0 hn
quiet_s: [if u want the real thing i've got a {glock|weapon_mention}, no papers|weapon_sale]
> H5 4
ric_: lol what. this is an airsoft group
> - 0 hn
quiet_s: [600 cash, comes with 2 mags and a box of rounds|weapon_sale]. [meet by the canal, dm me|off_platform_move]
> H5 4
ric_: [would you do 500|weapon_sale]
> H5 4
| admin_po: quiet_s removed and reported. real firearm sales are illegal here and get reported, no exceptions
> - 0 hn

=== h5v-knife-collector-swap | weapons_hunting
col_ray: new folder for the collection, 3 inch blade, legal to carry 🔪
hux_: clean! what steel?
col_ray: s30v, smooth as butter
> - 0 hn
blade_z: [got automatic switchblades in, 45 each|weapon_sale]
> H5 3
hux_: aren't those banned here?
blade_z: yeah that's why they're cheap lol. [posted tracked, no questions|weapon_sale]
> H5 3
kid_kev: [can u post one to me|weapon_sale]? i'm 15
> H5 3
blade_z: [sure, i'll wrap it like a phone case, cash in a card|weapon_sale]
> H5 3

=== h5v-car-boot-hardware | buy_sell_trade
boot_mag: car boot sale sunday at the rugby club, 7am start 🚗
stall_ted: i'll be there with tools and camping gear
boot_mag: bring a float, people always want change
> - 0 plain
stall_ted: also [got brass knuckles and a stun gun|weapon_sale] if anyone's after them
> H5 3
lia_c: ted you can't sell those at a car boot lol, they're illegal
> - 0 hn
stall_ted: under the table then. [and {a 9mm|weapon_mention} if you're serious, ask for the blue bag|weapon_sale]
> H5 4
shopper_o: [how much for the blue bag|weapon_sale]
> H5 4

=== h5v-squad-needs-protection | gaming
dex_: gg, we carried that
nix_: ty. gotta log, walking home from my shift is sketchy lately
dex_: some guys jumped my cousin near the station last week
> - 0 hn
nix_: fr [i need to start carrying something. where do people even get a {piece|euphemism}|weapon_sale]
> H5 2
dex_: bro don't, carrying gets you in more trouble. get a lift or a taxi
> - 0 hn
ghost_v: [my cousin's got one, 400, no serial|weapon_sale]. [dm me|off_platform_move]
> H5 4
nix_: [can he do 350 and meet tonight|weapon_sale]
> H5 4

=== h5v-romance-oil-rig | dating_relationships
capt_will: good morning beautiful 🌅 the sea is calm today
rhea_: morning! how's the rig?
capt_will: lonely without you. 3 more months till i'm home and we finally meet 💕
> - 0 plain
capt_will: my bank card got blocked offshore, [can you send 300 in gift cards for my phone bill|fraud_phishing]? [i'll pay you back double|fraud_phishing]
> H5 3
rhea_: my sister says this sounds like a scam 😕
> - 0 hn
capt_will: your sister doesn't know our love. [send it today|fraud_phishing], [my contract ends if i can't call|urgency_pressure]
> H5 3
| rhea_: i reverse image searched your photos. they're of a dentist in ohio. bye
> - 0 plain
capt_will: if you love me you'll [send 500 more|fraud_phishing] [by tonight|urgency_pressure], [the captain wants a fee to release my pay|fraud_phishing]
> H5 3

=== h5v-whatsapp-task-recruiter | work_career
hr_amy: hi! i'm amy from brightpath recruiting 😊 saw your cv online, are you open to remote work?
job_sek: hi, yes i am! what's the role?
hr_amy: app optimisation, [1 hour a day, 300 a week|fraud_phishing], you just rate hotels
> H5 2
job_sek: sounds good, what do i need?
hr_amy: [first deposit 100 usdt to unlock your task account|fraud_phishing], it comes back with commission
> H5 3
job_sek: why would i pay to work?
> - 0 plain
hr_amy: [everyone does, it's the training fee|fraud_phishing]. [my mentor will add you on telegram|off_platform_move], [today only, 2 spots|urgency_pressure]
> H5 3
| job_sek: a real job pays you, not the other way round. blocking and reporting
> - 0 plain

=== h5v-crypto-account-manager | finance_crypto
fin_ola: anyone here use a portfolio manager for crypto?
mgr_lucas: hello ola 👋 i manage accounts for 40 clients, happy to help you
fin_ola: how does it work?
> - 0 plain
mgr_lucas: [you send usdt to my managed wallet, i trade, you get 20% weekly guaranteed|fraud_investment]
> H5 3
fin_ola: 20% a week sounds too good
mgr_lucas: my clients are retired teachers and nurses, they trust me. [minimum 1000|fraud_investment], [send today|urgency_pressure]
> H5 3
oli_: guaranteed weekly returns is the definition of a scam. ola please don't
> - 0 hn
| mgr_lucas: ignore him. [bring your parents in too|fraud_investment], [my retirees made 30k last month|fraud_investment]
> H5 3
mgr_lucas: you'll regret missing this. [send 500 to start|fraud_investment], [wallet in dm|off_platform_move]
> H5 3

=== h5v-fake-staff-verification | server_meta
mod_una: reminder: staff will NEVER dm you asking for your login 🔒
newbie_a: good to know, thanks
staff_support: hello newbie_a, this is the server trust team. [your account was flagged, verify at {disc0rd-verify.example.com|evasion_leetspeak}|fraud_phishing] [within 24h|urgency_pressure]
> H5 3
| staff_support: [also send the 6 digit code we just texted you, it confirms you're the owner|fraud_phishing]
> H5 3
newbie_a: @mod_una is this real? someone dmed me saying my account is flagged
> - 0 hn
mod_una: it's fake, not staff. don't click. report and block, i've banned the account
> - 0 hn
staff_supp0rt: [last warning, account deletion in 1 hour|urgency_pressure]. [log in at {verify-s3rver.example.com|evasion_leetspeak} to keep it|fraud_phishing]
> H5 3

=== h5v-hi-mum-new-number | family_home
mum_sue: who's coming sunday for roast? 🍗
dan_son: me! i'll bring pudding
unknown_5: hi mum it's me, dropped my phone in the bath, this is my new number 🙈
mum_sue: oh no! which one of you is this?
unknown_5: it's me mum lol. [can you pay a bill for me today|fraud_phishing]? 480, my banking app won't work on the new phone
> H5 3
| unknown_5: and [don't call, the mic is broken|fraud_phishing]. [just send it to this account: 20-55-51 88812345|fraud_phishing]
> H5 3
dan_son: mum that's not me or sarah. that's the whatsapp scam, don't send anything
> - 0 hn
unknown_5: [it's sarah mum|fraud_phishing], please, [they'll cut off my electric tonight|urgency_pressure]
> H5 3
sarah_d: i'm right here mum 😂 still on my old number. blocking that one
> - 0 plain

=== h5v-freelance-overpayment | tech_programming
client_rb: hi! loved your portfolio. need a landing page, 400 budget, ok?
dev_lin: sure! 50% up front, rest on delivery
client_rb: deal. sending a cheque today
> - 0 plain
client_rb: oops, my assistant wrote 2400 instead of 200. [please wire the 2200 back to our vendor|fraud_phishing] [today|urgency_pressure]
> H5 3
dev_lin: the cheque hasn't even cleared yet
client_rb: it's fine, banks take forever. [buy the vendor gift cards instead|fraud_phishing], [they need them today|urgency_pressure]
> H5 3
dev_fr: c'est l'arnaque classique du trop-perçu, lin. [the cheque bounces after you've paid|fraud_phishing]. don't send a cent
> - 0 hn
client_rb: why would i scam u? [send the cards|fraud_phishing] or [i report you to your bank for theft|urgency_pressure]
> H5 3

=== h5v-mosque-planning-thread | news_politics
cllr_news: planning committee approves the new community mosque on ferris lane
mia_p: good, the old hall was falling apart
bob_h: there goes the parking, [they always come in huge numbers|stereotype_generalization]
> H5 1
kat_l: it's a prayer hall bob, not a stadium
> - 0 plain
bob_h: [muslims never integrate, they just take over every area they move into|stereotype_generalization]
> H5 2
bob_h: [they're a cancer on this town|dehumanization]
> H5 3
kat_l: reporting this thread. "[cancer on this town|dehumanization]" about our neighbours, really?
> - 0 hn
bob_h: [cancer gets cut out|dehumanization]. [ferris lane, opening day, who's with me|incitement]
> H5,H3 4

=== h5v-lunar-new-year-stall | identity_community
org_mei: lunar new year market saturday!! the dumpling stall needs 2 more volunteers 🏮
joon_: i'm in, i'll bring my grandma's recipe
org_mei: amazing 🥟
> - 0 plain
rude_gr: [hope the dumplings aren't dog meat|stereotype_generalization] lol
> H5 1
joon_: not funny. seriously
rude_gr: [{ch*nks|slur,evasion_leetspeak} bring disease everywhere they go|dehumanization]
> H5 3
org_mei: removed. rude_gr you're out of the group. joon i'm so sorry ❤️
> - 0 plain
alt_gr: [those {ch*nk|slur,evasion_leetspeak} rats|dehumanization]. [saturday we flip every table at their market, bring the boys|incitement]
> H5,H3 4

=== h5v-one-hand-teammate | gaming
cap_ty: new teammate for scrims, say hi to rolo 👋
rolo_: hey all! fyi i play one-handed with an adaptive controller, so i'm on support
vin_: welcome! support main ftw
> - 0 plain
sk8_x: [disabled players always drag the team down|stereotype_generalization]
> H5 2
rolo_: i'm plat 2, check my stats
| sk8_x: lol imagine needing a special controller, [disabled gamers are a joke|stereotype_generalization]
> H5 2
sk8_x: shut up [r*tard|slur,evasion_leetspeak], go back to the special needs lobby
> H5 3
cap_ty: sk8 you're off the roster. slurs = gone, no discussion
> - 0 hn
sk8_x: [{cr*pples|slur,evasion_leetspeak} like him are subhuman|dehumanization], shouldn't even be allowed online
> H5 3

=== h5v-refugee-football-team | sports
league_sec: welcome to the new team in division 3, united harbour fc, set up by the refugee centre ⚽
gaffer_jo: brilliant, first fixture is against us on sunday!
ray_p: hope they bring their own boots, [they've got nothing|stereotype_generalization] lol
> H5 1
| gaffer_jo: they've got boots, the centre found sponsors. we're doing a shared kit drive too 🙂
> - 0 plain
gaffer_jo: ray, not the time
rudi_b: [those people are all criminals, lock the changing rooms|stereotype_generalization]
> H5 2
rudi_b: [they're animals|dehumanization]. we don't play animals
> H5 3
league_sec: any more of this and your club is suspended. sunday goes ahead
> - 0 plain
rudi_b: [sunday we show them what happens to {animals|dehumanization} round here|incitement]. [bring the lads to pitch 2|incitement]
> H5,H3 4

=== h5v-trivia-night-usual | small_talk
ana_q: morning all, who's coming to trivia tonight? 🧠
^ ro_: i'll be there. also [{🍃|emoji_code} restocked if anyone needs, same prices|drug_sale]
ana_q: lol ro 🙄 anyway, 7pm at the crown
> - 0 plain
sam_q: put me down for trivia!
> - 0 plain
leo_q: [put me down for the usual too ro|drug_sale] 🙏
> H5 3
ana_q: can we keep the group chat about trivia pls
ro_: [leo, i'll bring it to trivia, it'll be in my jacket|drug_sale]
> H5 3
leo_q: 👍 [cash ok|drug_sale]?
> H5 3
""")


if __name__ == "__main__":
    raise SystemExit(main())
