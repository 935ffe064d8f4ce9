"""BRACE seed round 4: contrast families for the harm the model reads as benign.

Writes data/brace/seed/round4_contrasts.jsonl (ids seed-r4ct-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set); names, handles, codes,
streets, 555 numbers and example.* links are invented.

Why contrasts: on held-out families the round-3 model's commonest error is a harmful window read as
BENIGN, mostly low and mid severity that looks like everyday talk: H1 L1/L2 (innuendo, a crude or
explicit remark at someone who did not invite it), H3 L1/L2 (an insult at a person, wishing serious
harm, a veiled threat with no specifics, praising violence), H4 L1/L2 (hopelessness, passive ideation,
disclosed recent self-harm, a casual "kys"), H5 L1-L3 (glamorized drugs, edgy group jokes, derogatory
generalizations, scam-like hype, an offer buried in casual chat); it also mixes up H3 and H4 (a threat to
someone else against a threat to oneself). Each family here is ONE idea told 4-8 times: the harmful
version(s) and benign lookalikes that use the SAME words but differ by context or intent (an idiom, a
quote to condemn or report, a support reply, fiction, an in-game target, consent, harm reduction, a
legal trade, a trivial trigger), so the model has to read the context, not the vocabulary. The deciding
context is sometimes two or three turns back, and some families repeat the very same judged turn after
two contexts (partners vs a coworker, a "roast me" thread vs a fit check). The h34c- families put the
same violent words against someone else (H3) and against oneself (H4). The family is the split unit, so
a contrast set is never split across train and test.

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family (contrast set); its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H3", "H5,H3" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (an evasion inside a threat). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers. Benign windows carry marks for what they
contain too (a quoted slur is still `slur`), as the annotation guide asks.

Labelling follows docs/brace/annotation_guide.md including section 9 (settled cases). Two readings used
throughout: mild wordplay innuendo is H1 L1 even in reply to someone, while a clearly sexual remark about
a person's body, or about sex with them, aimed at someone who did not invite it is H1 L2; and insults or
rough jokes that a person explicitly asked for (a "roast me" thread, consensual sparring talk) are
benign hard negatives, the same words unasked are H3 L1.

Content rules: self-harm methods are named ("pills", "the bridge"), never explained (no doses, no steps);
weapons are traded, never built; anything sexual involving a minor is only the grooming pattern (age,
request, secrecy, moving to DMs), never described; slurs are written masked ("r*tard", "f*ggots"), and
masking is marked as `evasion_leetspeak`.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round4_contrasts.py
"""

from __future__ import annotations

from _blocks import SEED_DIR, check_hygiene, other_seed_windows, parse_blocks, report, write_file

OUT = SEED_DIR / "round4_contrasts.jsonl"
GROUP = "seed:round4_contrasts/"
ID_PREFIX = "seed-r4ct-"

# family-name prefix -> the primary types its harmful windows must have (exactly this set)
KINDS = {
    "h1c-": {"H1"},
    "h2c-": {"H2"},
    "h3c-": {"H3"},
    "h4c-": {"H4"},
    "h5c-": {"H5"},
    "h34c-": {"H3", "H4"},
}


def kind_of(family: str) -> str:
    for prefix in KINDS:
        if family.startswith(prefix):
            return prefix.rstrip("-")
    raise SystemExit(f"family {family!r} has no known prefix {list(KINDS)}")


def check(windows: list[dict]) -> None:
    """Corpus hygiene against every other seed file, then the contrast-family shape."""
    others = other_seed_windows(OUT)
    check_hygiene(windows, others)
    old_names = {w["source"].rpartition("/")[2] for w in others if w.get("source")}
    families: dict[str, list[dict]] = {}
    for w in windows:
        families.setdefault(w["source"], []).append(w)
    for fam, ws in families.items():
        name = fam.removeprefix(GROUP)
        if name in old_names:
            raise SystemExit(f"family name {name!r} was already used by an earlier round")
        if not 4 <= len(ws) <= 8:
            raise SystemExit(f"family {fam} has {len(ws)} windows, not 4-8")
        if all(w["types"] for w in ws) or not any(w["types"] for w in ws):
            raise SystemExit(f"family {fam} needs at least one benign and one harmful window")
        primaries = {w["types"][0] for w in ws if w["types"]}
        want = KINDS[kind_of(name) + "-"]
        if primaries != want:
            raise SystemExit(f"family {fam}: harmful primary types {sorted(primaries)}, prefix wants {sorted(want)}")


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block, GROUP))
    check(windows)
    write_file(windows, OUT, ID_PREFIX)
    report(windows, kind_of, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several contrast families; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# H1 sexual content. Lookalikes: the literal meaning of the same words (pipes, melons, rides, usb
# sticks, "rica"), sex education, consent between partners, fiction at the table, quoting to report.
# Harm: L1 untargeted innuendo, L2 a sexual remark at someone who did not invite it, L3 asking for
# pictures or selling, persistent advances, L4 a minor (grooming cues only) or threatened leaks.
FAMILIES.append(r"""
=== h1c-sink-plumber | family_home
@ - 0
nadia: kitchen sink's backing up again 😩 3rd time this month
dev: plumber came round tuesday, says he has to lay new pipe under the floor. two days of drilling, great
@ H1 1
nadia: kitchen sink's backing up again 😩 3rd time this month
dev: plumber came round tuesday, says he has to lay new pipe under the floor
ollie: [he can come lay pipe at mine any day|sexual_innuendo] 😏
@ H1 2
nadia: kitchen sink's backing up again 😩 anyone know a good plumber?
dev: try the landlord first?
ollie: forget the plumber nadia, [i'll come round and lay pipe in you myself, bent over that sink|sexual_explicit]
@ H1 3
nadia: kitchen sink's backing up again 😩 anyone know a good plumber?
ollie: i'll come round and lay some pipe myself 😏
nadia: wtf ollie. not funny
ollie: come on. [send me a pic bent over the sink and i'll fix it for free|solicitation_contact]
@ - 0 plain
nadia: kitchen sink's backing up again 😩 anyone know a good plumber?
ollie: my cousin mateus does it, 555-0182. say ollie sent you, he won't overcharge
@ - 0
nadia: so how much did the plumber cost in the end?
dev: the plumber's invoice says "laid 6m of pipe, unblocked u-bend" and charged 340 for it 😭 wrong career, i should've been a plumber

=== h1c-uni-oral-exam | school_education
@ - 0
fen: uni spanish oral on friday and i freeze every time i open my mouth 😭
jas: practise with me at lunch? i'll ask you the photo questions till you're sick of them
@ H1 1
fen: uni spanish oral on friday and i freeze every time i open my mouth 😭
jas: you'll be fine, it's only 10 minutes
kit: [freezing up during an oral is a first-date problem too|sexual_innuendo] lol
@ H1 2
fen: uni spanish oral on friday and i freeze every time i open my mouth 😭
kit: [come to my room tonight, i'll give you something to practise your oral on|sexual_explicit] 😉
@ - 0
fen: how did everyone's oral go?? mine was a disaster
prof_r: oral exam grades are on the portal. most of you did better than you think. office hours thursday if you want feedback
@ H1 2
fen: got a 9 on my spanish oral!!! 🎉
kit: [bet your oral's even better back in the dorms|sexual_innuendo] 😏

=== h1c-fruit-stall-melons | buy_sell_trade
@ - 0
stall4: fresh from the farm today 🍈 big ripe melons, 2 for 3€, stall 4 at the saturday market
@ H1 1
stall4: fresh from the farm today 🍈 big ripe melons, 2 for 3€, stall 4 at the saturday market
olu: saving me two? 🙏
gus: [now those are some nice melons|sexual_innuendo] 😏
@ H1 2
ines: selling this dress, worn once to a wedding, size 10, 25€ (pic in thread)
gus: the dress is ok but [those {🍈🍈|emoji_code} are the real selling point|sexual_innuendo] 👀
@ H1 3
ines: selling this dress, worn once to a wedding, size 10, 25€ (pic in thread)
gus: the dress is ok but the rest is the real selling point 👀
ines: gross. serious buyers only pls
gus: [i'll pay 100 if you send a pic without it|solicitation_contact]
@ - 0 plain
ines: selling this dress, worn once to a wedding, size 10, 25€ (pic in thread)
mae: is it true to size? i'm usually a 10 in that brand. can pick up sunday

=== h1c-boss-fight-tips | gaming
@ - 0
lia: stuck on the second phase of this boss for 3 hours, he's so hard 😤
rook: stay behind him when he does the spin and punish the recovery, he goes down fast after that
@ H1 1
lia: stuck on the second phase of this boss for 3 hours, he's so hard 😤
rook: [stay behind him, they always like it from behind|sexual_innuendo] 😏
@ H1 2
lia: ok chat i'm stuck on this boss, any tips? 😅
zed42: [tip: take your top off, i'd finish a lot faster watching that|sexual_explicit] [🍆|emoji_code]
@ H1 4
lia: ok chat i'm stuck on this boss, any tips? 😅 and yes i'm allowed to stream, i'm 14, mum's in the next room lol
viewer_b: gl on the boss!! 🍀
lia: ty 🥺 phase 2 here we go
zed42: ur cracked at this 😳
zed42: [14 and this good? 😳|minor_sexualization] [add me on discord, i'll coach you privately|off_platform_move]. [send me a pic of you too 😉|solicitation_contact] [don't tell your mum|minor_sexualization]
@ - 0
lia: why are there so many eggplant emojis under my clips 😭
viewer_b: chat's being weird again
mod_ana: timed out 3 people for spamming [🍆|emoji_code] under lia's clips. she's here to play, not for you. next one is a ban

=== h1c-yoga-flow | health_fitness
@ - 0
tara: tonight's flow: downward dog, pigeon, happy baby. bring a strap if your hips are tight 🧘‍♀️
@ H1 1
tara: tonight's flow: downward dog, pigeon, happy baby. bring a strap if your hips are tight 🧘‍♀️
wen: see you at 7!
bo: "happy baby" [is just a sex position with better marketing|sexual_innuendo] lol
@ H1 2
tara: tonight's flow: downward dog, pigeon, happy baby. bring a strap if your hips are tight 🧘‍♀️
bo: [i'd rather have you in downward dog in my bed, tara|sexual_explicit]
@ - 0 plain
tara: tonight's flow: downward dog, pigeon, happy baby
wen: my knee clicks in pigeon, should i skip it?
tara: don't skip, prop your hip on a block and back off if it hurts. we'll go slow
@ H1 3
bo: loved class tonight 😍
tara: thanks for coming!
bo: [how much for a private session at mine, no clothes|solicitation_contact]? i'll make it worth your while 💸

=== h1c-wear-something-tight | dating_relationships
@ - 0
gem: home by 8, can't wait to see u 😘
rui: counting the minutes. [wear something tight for me|sexual_innuendo] 😏
@ H1 2 topic=work_career
lena: see everyone at the team dinner tonight!
lena: finally get to wear my new dress lol
marc: counting the minutes. [wear something tight for me|sexual_innuendo] 😏
@ H1 3 topic=work_career
lena: marc, please stop commenting on what i wear. last warning before i go to hr
marc: fine. [send me one of you in it tonight, without anything under it|solicitation_contact]
@ - 0
gem: is it ok if i send you a spicy pic later? only if you want 🙈
rui: only if you're comfortable, no pressure at all. but yes 😳
@ H1 4
gem: it's over rui. please stop texting me
gem: i mean it. don't contact me again
rui: [unblock me {by 9|urgency_pressure} or your pics go to your mum and your boss|threat_veiled]

=== h1c-group-ride | sports
@ - 0 plain
pri: any rides this weekend? legs are fresh
cam: who's up for a long ride saturday? 80k, coffee stop halfway ☕🚴
@ H1 1
cam: who's up for a long ride saturday? 80k, coffee stop halfway ☕🚴
dex: [always up for a long hard ride|sexual_innuendo] 😏
@ H1 2
pri: first group ride for me on saturday, bit nervous!
cam: you'll be fine, we regroup at every junction
dex: [you can ride me instead, i'll go gentle for your first time|sexual_explicit] 😉
@ - 0
pri: first group ride for me on saturday, bit nervous!
cam: don't be! we go slow for first-timers and nobody gets dropped. stick on my wheel
@ H1 3
pri: first group ride for me on saturday, bit nervous!
dex: you can ride with me instead 😉
pri: ??? reporting that
dex: [{dm me|off_platform_move} a pic in your lycra|solicitation_contact] and i'll stop

=== h1c-allotment-aubergines | family_home
@ - 0
grandpa_jo: first aubergines of the year 🍆🍆 who wants some
mia: meee, save me two for the dinner party, i'm making baba ganoush
@ H1 1
grandpa_jo: first aubergines of the year 🍆🍆 who wants some
tom: [those {🍆|emoji_code} are huge {💦|emoji_code}|sexual_innuendo] lol
@ H1 2
grandpa_jo: first aubergines of the year 🍆🍆 who wants some
mia: meee, save me two for the dinner party
vic: [i've got a bigger {🍆|emoji_code} for you mia, come round mine|sexual_innuendo] 😉
@ H1 3
vic: i've got a bigger one for you mia 😉
mia: stop it vic, seriously, this is the allotment group
vic: [want a pic of my real {🍆|emoji_code}|solicitation_contact]? [dm me|off_platform_move]
@ - 0
grandpa_jo: first aubergines of the year 🍆🍆 who wants some
tom: 🍆💦 lol
admin_pat: whoever keeps replying [🍆💦|emoji_code] in the allotment group, stop. there are 70 of us and half are pensioners 🙄

=== h1c-massage-slots | buy_sell_trade
@ - 0 plain
rhi: can anyone recommend a sports massage place? hamstring's wrecked
olu: the physio on 4 wren st, 45€ an hour, she sorted my back in 2 sessions
@ H1 3
spa_lux: 💆‍♀️ [relaxing full-body massage, {extras|euphemism} on request, hotel visits ok|solicitation_contact] 💋 [text 555-0143|off_platform_move]
@ H1 1 hn
rhi: can anyone recommend a sports massage place? hamstring's wrecked
kai: lol avoid the one by the station, [pretty sure they do {happy endings|euphemism}|sexual_innuendo] 😂
@ - 0 topic=entertainment_media
rhi: film night recs? something that won't make me cry
zoe: finally a film with a happy ending, nobody died and the dog lived 😭
@ H1 2
mel: new client slots this week: sports and deep tissue massage 💪 message to book
olu: booked for thursday!
kai: [deep tissue 😏 will you use your whole body on me|sexual_innuendo]

=== h1c-usb-wont-go-in | tech_programming
@ - 0 plain
ana: usb won't go in, tried it both ways 😑
ben: flip it a third time, usb-a is quantum
@ H1 1
ana: usb won't go in, tried it both ways 😑
ben: [that's what he said after the third try|sexual_innuendo] lol
@ H1 2
ana: usb won't go in, tried it both ways 😑 anyone?
jay: [i'll stick something in you that fits, no need to flip it|sexual_explicit] 😏
@ H1 3
ana: can someone help me set up the dev env? docker keeps failing
ben: what error?
ana: permission denied on the socket
jay: [send me a pic of you and i'll fix your setup for free|solicitation_contact] 😉 [dm|off_platform_move]
@ - 0
ana: jay please stop replying to my posts
jay: 😏
mod_k: for the record jay was banned for the comments in this thread. hardware questions only in here pls

=== h1c-condom-broke | sexuality
@ - 0
lou: condom broke last night 😬 is it too late for the morning after pill?
@ - 0
lou: condom broke last night 😬 is it too late for the morning after pill?
ash: not too late, sooner is better though. a pharmacy can sort it without an appointment, and maybe do an sti test in a couple of weeks
@ H1 2
lou: condom broke last night 😬 is it too late for the morning after pill?
rex: [lol bet he was pounding you so hard it snapped|sexual_explicit] 😂
@ H1 3
lou: condom broke last night 😬 is it too late for the morning after pill?
rex: [{dm me|off_platform_move}, i'll show you how to put one on properly, on cam|solicitation_contact] 😉
@ - 0
lou: condom broke last night 😬 is it too late for the morning after pill?
rex: bet he was going at it hard 😂
mod_sun: removed the replies asking lou for details. this is a sexual health channel, answer the question or scroll on

=== h1c-night-shift-nurse | work_career
@ - 0 plain
pete: how was work?
noor: 3rd night shift in a row, the ward was chaos, 2 falls and a crash call 😵
@ H1 1
noor: 3rd night shift in a row, the ward was chaos 😵
pete: [the naughty nurse costumes never show the 12 hour shifts|sexual_innuendo] lol. sleep well
@ H1 2
noor: 3rd night shift in a row, the ward was chaos 😵
pete: [bet you give amazing sponge baths, come give me one|sexual_explicit] 😉
@ - 0
noor: did sponge bath training with the new starters today
noor: patient was lovely about it, 94 and flirting with the healthcare assistant the whole time lol
@ H1 3
pete: bet you give amazing sponge baths 😉
noor: pete i've told you to stop with the sponge bath stuff
pete: [send me a pic in your scrubs then. or out of them|solicitation_contact] 😏
""")

FAMILIES.append(r"""
=== h1c-boudoir-shoot | entertainment_media
@ - 0
kim: what are you doing for your 30th??
ria: booked a boudoir shoot for my 30th 🙈 photographer was so professional, consent form and everything
@ - 0
ria: booked a boudoir shoot for my 30th 🙈
fotog_li: before the day: are you comfortable with lingerie, or shall we keep it to the jeans and shirt look? totally fine either way, and you can stop at any point
@ H1 2
ria: booked a boudoir shoot for my 30th 🙈
vin: [can't wait to see you spread out on the bed in nothing|sexual_explicit] 😏
@ H1 3
fotog_x: love your portfolio! i'm a photographer too
fotog_x: [the real money is in the nude set, send me some test shots tonight|solicitation_contact], [on whatsapp not here|off_platform_move]
@ H1 4
fotog_x: still have your shoot files btw 😉
ria: i want the photos deleted, i never agreed to you keeping them
fotog_x: [pay 300 or the full set goes on your work's facebook page|threat_veiled]

=== h1c-dnd-bard | gaming
@ - 0
sol: my bard wants to seduce the dragon instead of fighting it
pip: lmao do it
dm_kel: the bard rolls a nat 20 to seduce the dragon. it blushes, hands over the key and flies off. fade to black 🐉
@ H1 1
dm_kel: the bard rolls a nat 20 to seduce the dragon
pip: [bard's gonna need a bigger bedroll tonight|sexual_innuendo] 😏
@ H1 2
sol: my character's the elf ranger btw, first campaign ever!
pip: forget your character, [i'd seduce you for real, bet you're wild in bed|sexual_explicit]
@ - 0 plain
sol: first session tonight, any rules i should know?
dm_kel: table rules: romance scenes fade to black, lines and veils are in the pins, use the x-card any time
@ H1 3
pip: forget your character, bet you're wild in bed
dm_kel: pip. table rules.
sol: can you stop the comments? i came here to play
pip: fine, [we'll {roleplay in dms|off_platform_move} instead, send a selfie so i can picture you|solicitation_contact]

=== h1c-rica-paella-es | small_talk
@ - 0 plain
bea: hice paella para 12 personas y sobró un montón 🥘
lu: qué rica se ve!! guárdame un táper
@ H1 1
bea: hice paella para 12 personas y sobró un montón 🥘
nacho: [la paella está casi tan rica como lo que hago yo en la cama|sexual_innuendo] 😏
@ H1 2
bea: nuevo corte de pelo 💇‍♀️ qué opinan?
sara: te queda genial!!
nacho: [qué rica estás mami, te comería enterita|sexual_explicit] 🤤
@ H1 3
bea: nuevo corte de pelo 💇‍♀️ qué opinan?
sara: qué guapa!!
nacho: qué rica estás mami 🤤
bea: para ya nacho, no tiene gracia
nacho: [pásame una foto en ropa interior|solicitation_contact] y te dejo en paz 😏
@ - 0 plain
bea: nuevo corte de pelo 💇‍♀️ qué opinan?
sara: te queda precioso!! quién te lo cortó?
@ - 0
nacho: abuela, gracias por la sopa del domingo ❤️
abuela_m: qué rica estaba la sopa, mijo. ven el domingo que hago otra 🍲

=== h1c-banana-call | work_career
@ - 0 plain
ops_em: fruit bowl in the break room is restocked 🍌🍎 help yourselves
@ H1 1
ops_em: fruit bowl in the break room is restocked 🍌🍎 help yourselves
raj: [careful how you eat those bananas in front of hr|sexual_innuendo] 😏
@ H1 2
dana: sorry, eating lunch on camera, back-to-back calls today 🍌
li: no worries, we're all eating
raj: [you look like you've had a lot of practice with that banana|sexual_innuendo] 😏
@ - 0
dana: raj made a comment about me eating a banana on the call. am i overreacting?
li: no. that's sexual harassment. screenshot it and send it to hr, i'll back you up
@ H1 3
dana: please stop messaging me about lunch
raj: [come to the supply room at 4, no one will know|solicitation_contact] 😉

=== h1c-side-hustle-spicy | finance_crypto
@ - 0 plain
ivy: which side hustles are actually legit? i have like 10 hours a week
@ - 0
ivy: which side hustles are actually legit?
mo: my cousin makes more from her [spicy page|euphemism] than her day job. her body, her business, she's happy
@ H1 1
ivy: which side hustles are actually legit?
mo: [i'm starting a {🌶️|emoji_code} page, who's subscribing|sexual_innuendo] 😂
@ H1 2
ivy: which side hustles are actually legit?
mo: freelancing maybe? or tutoring
zac: [with a body like yours you'd make bank showing it off, i'd pay to see it|sexual_innuendo] 👀
@ H1 3
ivy: which side hustles are actually legit?
mo: depends what you're good at
velvet_x: [{🌶️|emoji_code} 18+ {c0ntent|evasion_leetspeak}, new sets weekly, first month 3$ 👉 example.com/velvet|solicitation_contact] [dm for customs|off_platform_move]

=== h1c-asmr-requests | entertainment_media
@ - 0 plain
mira_asmr: new whisper video up 🎧 requests open
fan1: could you do a rain + page turning asmr next? helps me sleep so much
@ H1 1
mira_asmr: new mouth sounds video up 🎧
fan2: [some of these mouth sounds are NOT safe for work|sexual_innuendo] lmao
@ H1 2
mira_asmr: new whisper video up 🎧 requests open
fan3: [do one where you moan my name|sexual_explicit]
@ H1 3
mira_asmr: new whisper video up 🎧 requests open
fan1: omg the rain one is back 😭
fan3: [i'll pay 50 for a private moaning vid, just for me|solicitation_contact] [on telegram|off_platform_move]
@ - 0
fan3: do one where you moan pls
mira_asmr: reminder: no nsfw requests, ever. asking me to moan gets you blocked 🙂
@ H1 4
kiki: i'm 15 and i just started an asmr channel!! 🎧
fan1: congrats!! subbed 🎧
fan3: [15 is the perfect age 😏|minor_sexualization] [make me a private whisper vid, just us|solicitation_contact], [don't tell your parents|minor_sexualization]

=== h1c-sore-nipples | health_fitness
@ - 0
jen: breastfeeding at 3am again, nipples are so sore 😣 any tips?
@ - 0
jen: breastfeeding at 3am again, nipples are so sore 😣 any tips?
kate: lanolin cream and get the latch checked! a lactation consultant fixed mine in one visit 💛
@ H1 2
jen: breastfeeding at 3am again, nipples are so sore 😣 any tips?
rob: [bet your husband's loving the view|sexual_innuendo] lol
@ H1 3
jen: breastfeeding at 3am again, nipples are so sore 😣 any tips?
kate: lanolin cream helps!
rob: [pics or it didn't happen|solicitation_contact] 😏
@ - 0 plain
jen: breastfeeding at 3am again, nipples are so sore 😣 any tips?
kate: lanolin cream and get the latch checked!
jen: update: latch fixed, slept 4 whole hours 🥹 thank you all

=== h1c-beach-volley-pics | sports
@ - 0 plain
club_ana: over-25s beach volley tournament pics are up in the album! 🏐☀️
@ - 0
club_ana: over-25s beach volley tournament pics are up in the album! 🏐☀️
tim: number 7 was unreal, 14 aces in the final, she bodied everyone 🔥
@ H1 2
club_ana: over-25s beach volley tournament pics are up in the album! 🏐☀️
greg: [number 7 in that bikini, i'd spike her all night|sexual_explicit] 🥵
@ H1 3
club_ana: over-25s beach volley tournament pics are up in the album! 🏐☀️
greg: [anyone got the close-ups of number 7? the bending over for the serve ones|solicitation_contact]
@ H1 4
coach_d: u16 girls' squad photos from the regional final 🏐
parent_r: so proud of them 🥹
coach_d: they worked so hard this season
greg: [which one's the 15 year old at the front|minor_sexualization]? [get me her number|solicitation_contact], and [don't tell her mum i asked|minor_sexualization]

=== h1c-hr-training | work_career
@ - 0
bree: how was hr training?
sam: hr training today said comments like "[you'd look better in a shorter skirt|sexual_innuendo]" count as harassment. good, about time
@ H1 2
bree: new work outfit, feeling cute 💼
sam: love it 🔥
kev: [you'd look even better in a shorter skirt|sexual_innuendo] 😏
@ H1 1
sam: hr training was 3 hours long
kev: [honestly i'd rather be bent over the photocopier than sit through that again|sexual_innuendo] lol
@ - 0
bree: kev keeps commenting on my skirts, should i say something?
sam: yes. report it, keep the screenshots, you're not overreacting
@ H1 3
kev: you'd look even better in a shorter skirt 😏
bree: that's inappropriate
bree: kev, i said no. stop.
kev: [come to my hotel room after the conference, no one has to know|solicitation_contact]

=== h1c-tattoo-placement | small_talk
@ - 0
ell: got my first tattoo today!! left hip, it's a butterfly 🦋
fin: PICS!! 😍 and keep it clean, no tight waistbands on it for a week
@ H1 2
ell: got my first tattoo today!! left hip, it's a butterfly 🦋
fin: omg show us!!
stu: hip huh, [bet it's right above that ass|sexual_innuendo] 😏
@ H1 3
ell: got my first tattoo today!! left hip, it's a butterfly 🦋
fin: omg cute!!
stu: [send me a pic of it, the full view, no jeans|solicitation_contact] 😏
@ H1 1
ell: got my first tattoo today!! left hip, it's a butterfly 🦋
stu: [hip tattoos are just arrows pointing the way|sexual_innuendo] lol
@ - 0 plain
ink_bo: aftercare for everyone from saturday's flash day: thin layer of balm, no swimming for 2 weeks, message us if it looks angry
""")

FAMILIES.append(r"""
=== h1c-wedding-groupchat | family_home
@ - 0 plain
aunt_may: congrats to the newlyweds!! 💍 enjoy the honeymoon
@ H1 1
aunt_may: congrats to the newlyweds!! 💍 enjoy the honeymoon
cousin_ty: [don't break the bed on the first night|sexual_innuendo] lol 😏
@ H1 2
aunt_may: congrats to the newlyweds!! 💍
uncle_roy: [the bridesmaid in green can share my room tonight, she knows what i mean|sexual_innuendo] 😉
@ - 0
uncle_roy: the bridesmaid in green can share my room tonight 😉
nina: uncle roy, the bridesmaid in green is my best friend and she's asked me to tell you to stop. it's not funny
@ H1 3
uncle_roy: the bridesmaid in green can share my room tonight 😉
nina: uncle roy, the bridesmaid in green is my best friend and she's asked me to tell you to stop
uncle_roy: [come on nina, give me her number, i'll send her something she'll like|solicitation_contact] 😏

=== h1c-boundaries-talk | sexuality
@ - 0
ray: me and my partner want to try light bondage. how do we talk about limits first?
@ - 0
ray: me and my partner want to try light bondage. how do we talk about limits first?
jo: agree a safe word, go through yes/no/maybe lists sober, start slow, and do aftercare. check in the next day too
@ H1 2
ray: me and my partner want to try light bondage. how do we talk about limits first?
jo: start with a safe word, always
dom_x: [forget your partner, i'd tie you up and make you beg|sexual_explicit] 😈
@ H1 3
ray: me and my partner want to try light bondage. how do we talk about limits first?
dom_x: [i train subs, {dm me|off_platform_move} your pics and i'll show you what you like|solicitation_contact]
@ H1 1
ray: me and my partner want to try light bondage. how do we talk about limits first?
kit: [light bondage huh, someone had a fun weekend|sexual_innuendo] 😏

=== h1c-roses-menu | buy_sell_trade
@ - 0 plain
kay: 100 roses for mum's 60th delivered to the hall, 35€ with the vase 🌹 best florist in town
@ H1 3
lola_vip: new in town 🌹 [incall {150 roses/hr|euphemism}, outcall 200|solicitation_contact] [text 555-0167|off_platform_move]
@ H1 3
ben: are you the florist? how much for a bouquet
lola_vip: [the rose menu isn't flowers babe 😘 {full service|euphemism}, discreet|solicitation_contact]
@ - 0
kay: got a weird dm offering 'roses per hour' lol what
mod_rik: if an account offers "[roses per hour|euphemism]" it's an escort ad, not a florist 🙄 report it and we'll remove it
@ H1 1
kay: 100 roses for mum's 60th delivered to the hall, 35€ with the vase 🌹
lex: [100 roses? in some chats that buys you a very different evening|sexual_innuendo] 😏

=== h1c-gyno-nerves | health_fitness
@ - 0
han: first gyno appointment tomorrow and i'm so nervous 😬
@ - 0
han: first gyno appointment tomorrow and i'm so nervous 😬
lee: totally normal! you can ask for a chaperone and tell them to stop any time. they've seen it all, promise
@ H1 2
han: first gyno appointment tomorrow and i'm so nervous 😬
bo2: [i'd examine you for free, full inspection|sexual_innuendo] 😏
@ H1 3
han: first gyno appointment tomorrow and i'm so nervous 😬
bo2: [tell me how it goes, with pics|solicitation_contact] 😏
@ - 0 plain
lee: how did it go?!
han: update: it was fine!! 10 minutes and the nurse was lovely, no idea why i was so scared

=== h1c-maal-hinglish | buy_sell_trade
@ - 0
seller_raj: naya stock aaya hai, cotton kurtis, 450 each 👗
buyer_n: bhaiya ye maal kitne ka hai? delivery kab tak?
@ H1 2 topic=small_talk
priya: new dp 📸 kaisi lag rahi hu?
ankit: [kya maal lag rahi hai yaar, ek raat ke liye mil jaaye|sexual_explicit] 🔥
@ H1 3 topic=small_talk
priya: new dp 📸 kaisi lag rahi hu?
simran: uff pyaari 😍
ankit: kya maal lag rahi hai 🔥
priya: ankit please stop, ye theek nahi hai
ankit: [photo bhej na bina dupatte ke, {dm mein|off_platform_move}|solicitation_contact] 😏
@ - 0 plain topic=small_talk
priya: new dp 📸 kaisi lag rahi hu?
simran: bohot pyaari lag rahi hai!! kurta kahan se liya? 😍
@ H1 1 topic=small_talk
priya: new dp 📸 kaisi lag rahi hu?
simran: bohot pyaari lag rahi hai!!
ankit: [dp dekh ke raat ka mood ban gaya|sexual_innuendo] 😏

=== h1c-gostosa-pt | small_talk
@ - 0 plain
lia: fiz torta de limão pro aniversário da vó 🍋
rafa: ficou gostosa demais, guarda um pedaço pra mim!!
@ H1 2
lia: foto nova da praia 🏖️
bia: que linda amiga 😍
rafa: [que gostosa, queria você na minha cama hoje|sexual_explicit] 🤤
@ H1 3
lia: foto nova da praia 🏖️
rafa: que gostosa 🤤
lia: para com isso, sério
rafa: [manda uma sem o biquíni|solicitation_contact] que eu paro 😏
@ - 0
bia: tudo bem? vi que o rafa comentou na sua foto
lia: o rafa ficou me mandando "que gostosa" na foto da praia, já bloqueei e denunciei
@ H1 1
lia: fiz torta de limão pro aniversário da vó 🍋
rafa: [gostosa igual a torta só conheço uma coisa|sexual_innuendo] 😏
""")

# --------------------------------------------------------------------------------------
# H2 gambling. Lookalikes: friends' buy-ins, own losses, films, stats homework, recovery talk.
# Harm: L1 nudging or bragging, L2 a named site, L3 codes, tip groups or chasing losses, L4 minors
# or a "betting" scheme that takes the money (H2 + H5).
FAMILIES.append(r"""
=== h2c-fantasy-fiver | sports_betting
@ - 0
jas: are we doing fantasy again this season?
wil: fantasy league is live, 10 quid buy-in among us lot, winner buys the first round at the pub 🍻
@ H2 1
wil: derby on sunday, who you got?
wil: leaning home win tbh
jas: [stick a fiver on the away win, can't lose, trust me|odds_promotion]
@ - 0
wil: derby on sunday, who you got?
jas: away win, easy
wil: ok fiver on the away win then
wil: lost my fiver on the derby lol, never again. sticking to fantasy
@ H2 3
wil: derby on sunday, who you got?
jas: away win for sure
tipz: [join my vip tips group {on tele|off_platform_move}, {95% hit rate|odds_promotion}, 20 a month|gambling_referral]
@ H2 2
wil: derby on sunday, who you got?
tipz: [GoalRush has the best derby odds in the country, nobody beats them|gambling_referral]

=== h2c-roulette-night | entertainment_media
@ - 0 plain
ana: rewatched that heist film where they rig the roulette wheel, still holds up 🎰
@ H2 1
ana: rewatched that heist film where they rig the roulette wheel
bo: [roulette paid my rent this month, why is anyone still working|odds_promotion] 😎
@ H2 2
ana: rewatched that heist film where they rig the roulette wheel
bo: [BetNova roulette pays out way better than the other sites|gambling_referral], trust
@ - 0 topic=sports_betting
mod_g: weekly check-in thread, how's everyone doing?
cy: i've lost about 2k to roulette this year. signed up for self-exclusion today, felt good
@ H2 3 topic=sports_betting
cy: i've lost about 2k to roulette this year. signed up for self-exclusion today
ana: proud of you cy 💛 that takes guts
bo: self-exclusion is for losers, [make a new account and win it back {tonight|urgency_pressure}|odds_promotion]

=== h2c-uni-crash-game | school_education
@ - 0
prof_k: stats homework: expected value of a single roulette spin, then explain in one line why the house always wins 📉
@ H2 1
ren: student loan refund just came in 💸
lab_mate: [bet the lot, double or nothing, you only live once|odds_promotion]
@ H2 3
ren: student loan refund just came in 💸
ren: thinking of saving it actually
lab_mate: [use code STUDENT50 on crashzone.example, they don't even check|gambling_referral]
@ H2 4
jo_9: what was the maths homework again?
kid_11: [year 9s, bet your lunch money on my crash link, example.com/crash7|gambling_referral] 🚀
@ - 0 plain
lab_mate: you ok? you seem stressed
ren: my housemate puts his loan on crash games every night. how do i bring it up without a fight?

=== h2c-case-knife-skins | gaming
@ - 0 plain
nox: opened 10 cases, got nothing but blues, i'm done with cases lol
@ H2 1
nox: opened 10 cases, got nothing but blues
nox: actually uninstalling the case opener thing
vex: [just deposit 10 bucks, i turned 10 into a knife skin in one night|odds_promotion]
@ H2 3
nox: opened 10 cases, got nothing but blues
vex: [use code FRAGGER on skinflip.example for 3 free cases|gambling_referral]
@ - 0
vex: any good drops lately?
nox: knife skin FINALLY dropped after 2 years of playing 😭🔪 butterfly fade
@ H2 2
nox: opened 10 cases, got nothing but blues
vex: [skinflip drops way more knives than the game's own cases|gambling_referral]

=== h2c-lottery-nan | sports_betting
@ - 0
gav: how's the syndicate going?
dot: office lottery syndicate, 2 each, we lost again lol. same numbers next week
@ H2 3
dot: office lottery syndicate lost again lol
gav: how much you in for now?
dot: 40 quid down this year lol
gav: [you're losing anyway, so double your stake next week, that's how you win it back|odds_promotion]
@ H2 1
nan_bev: think i'll stop buying tickets, i never win
gav: [come on nan, one more ticket, this week's the one|odds_promotion] 🍀
@ H2 2
nan_bev: think i'll stop buying tickets, i never win
gav: [LottoMax has way better jackpots than the national one, switch to them|gambling_referral]
@ - 0 plain
ida: my nan's been spending her pension on scratchcards. how do i talk to her about it without upsetting her?

=== h2c-casino-crash-usdt | finance_crypto
@ - 0
ola: anyone tried crypto casinos?
zed: crypto casinos aren't licensed where i live, i'd steer clear, withdrawals get "delayed" forever
@ H2 2
zed: what's everyone doing with their usdt this week?
ola: holding mine tbh
lux: [luckycrash pays out instantly, best crash site there is|gambling_referral]
@ H2 3
zed: what's everyone doing with their usdt this week?
lux: [{c0de|evasion_leetspeak} MOON10 on luckycrash.example = 200% deposit bonus|gambling_referral]
@ H2,H5 4
zed: lost 200 on crash games this week 😩
ola: ouch
lux: [send me 50 usdt|fraud_investment], [i get the crash multiplier in advance, 100% win|odds_promotion]
@ - 0 plain
zed: what's everyone doing with their usdt this week?
ola: just holding it in cold storage, not touching it till the market calms down
""")

# --------------------------------------------------------------------------------------
# H3 violence and threats. Lookalikes: self-deprecation, idioms, fiction, news, sport, a "roast me"
# thread, in-game and in-ring talk, reports and quotes. Harm: L1 an insult at a person or violent
# hyperbole, L2 wishing serious harm, a veiled or conditional threat, praising violence, sustained
# bullying, L3 an explicit threat at a specific person, incitement against a named target, doxxing,
# L4 time + place + means, or threat + doxxing.
FAMILIES.append(r"""
=== h3c-chess-club | gaming
@ - 0
ray: rough game?
ed: i'm such a clown, hung my queen in 6 moves again 🤡
@ H3 1
ed: lost to the new guy again
coach_m: well played both of you
ray: [you're a brain-dead clown, stop wasting the club's boards|targeted_insult]
@ H3 2
ed: i didn't touch-move, you saw it
ray: [hope someone slams that board into your face one day|threat_veiled]
@ - 0
ray: lost to the new kid lol, what a clown
coach_m: please don't call players clowns in the club chat. he's 11 and it was his first rated game
@ H3 3
ed: lost to the new guy again
coach_m: good game though ed
ray: you're a brain-dead clown
coach_m: ray, enough
ed: reported you to the arbiter for the comments
ray: [next time i see you at club i'm breaking your fingers|threat_explicit]

=== h3c-landlord | family_home
@ - 0 plain
pia: boiler's still broken, 3rd week, no hot water. emailing the council tomorrow
@ H3 1 hn
pia: boiler's still broken, 3rd week
pia: landlord says he'll "look at it next month"
tao: [i could strangle him|threat_veiled] lol. send the council email, they'll fine him
@ H3 1
pia: boiler's still broken, 3rd week
tao: [your landlord is a greedy useless leech|targeted_insult]
@ H3 2
pia: boiler's still broken, 3rd week
pia: landlord says he'll look at it next month
tao: [hope his ceiling caves in on him while he sleeps|threat_veiled]
@ H3 3
pia: boiler's still broken, 3rd week
tao: report him
pia: he just let himself in again without notice
tao: [next time he walks in i'm breaking his nose|threat_explicit], i'm not joking
@ - 0
pia: he just let himself in again without notice
jun: that's illegal without 24h notice where you are. write it down every time and call the tenants' union, they'll back you

=== h3c-fanfic-villain | entertainment_media
@ - 0
nix: who's read the new chapter??
ria: chapter 12 when the villain whispers "[i'll bury you where no one will find you|threat_explicit]" 😨 chills
@ - 0 plain
ria: the villain's monologue in ch 12 is the best writing in the whole fic, so menacing
@ H3 1
crit_j: the pacing in ch 12 drags and the villain is a cliché, sorry
author_v: [you're a talentless hack who can't even read|targeted_insult]
@ H3 2
crit_j: the pacing in ch 12 drags and the villain is a cliché, sorry
nix: i agree with crit_j tbh
author_v: [critics like you deserve to have your hands crushed so you never type again|threat_veiled]
@ H3 3
crit_j: the pacing in ch 12 drags and the villain is a cliché, sorry
author_v: you clearly didn't read it properly
crit_j: i stand by my review, it's just an opinion
author_v: [i'll bury you where no one will find you|threat_explicit]. i mean it

=== h3c-bus-driver | news_politics
@ - 0
loc_news: driver assaulted on the 42 night bus, he's in hospital. suspect arrested at the scene
@ H3 2
loc_news: driver assaulted on the 42 night bus, he's in hospital
bex: [good, whoever knocked him out did us all a favour|violence_glorification]
@ - 0
loc_news: driver assaulted on the 42 night bus, he's in hospital
amy: disgusting. drivers get abused every single shift, i hope the court throws the book at him
@ H3 3
loc_news: driver assaulted on the 42 night bus, he's in hospital
amy: disgusting, hope he recovers
bex: [someone should finish the job on that driver when he's back on the 42|incitement]
@ - 0 plain
loc_news: driver assaulted on the 42 night bus, he's in hospital
amy: hope he's ok 💛
kemi: my brother drives the 42, he's shaken up but ok. thank you for all the messages 💛

=== h3c-street-fight-clip | sports
@ - 0
jon: did you watch the card last night?
kai: that elbow in round 2 was brutal, clean ko 😮 ref stopped it at the right time
@ H3 2
jon: anything good in the pins?
kai: [street fight clip in the pins, the guy's head bounces off the curb, best thing i've seen all week|violence_glorification] 😂
@ - 0
mum_t: i don't get how you can watch people hit each other
kai: mma is a sport, both guys trained for months and signed up for it, and a ref's right there
@ H3 1
kai: started bjj last month, loving it so far 🥋
jon: [you'd get folded in 10 seconds, you soft little clown|targeted_insult]
@ H3 2
kai: the guy in that street clip had it coming
jon: [more of these pls, i love watching them stamp on him when he's down|violence_glorification]

=== h3c-courier | work_career
@ - 0 plain
ali: driver left my parcel in the rain again 🙄 leaving a 1 star review
@ H3 1
ali: driver left my parcel in the rain again 🙄
ali: second time this week
ben: [the driver's a brainless muppet|targeted_insult] honestly
@ H3 2
ali: driver left my parcel in the rain again 🙄
ali: [if he throws my parcel over the gate one more time he won't be walking back to his van|threat_veiled]
@ H3 3
ali: driver left my parcel in the rain again 🙄
ben: report it to the company
ali: nah, better idea
ali: [his name's on the tracking, dario m, he lives above the chippy on holt lane|doxxing_personal_info], go tell him what you think
@ - 0
ali: driver left my parcel in the rain again 🙄
ben: the driver's a muppet honestly
cora: i'm a courier, 140 drops a day. the rain ones kill me too, sorry lads. leave a safe place note and we'll use it

=== h3c-ex-bestie | dating_relationships
@ - 0 plain
tia: she posted our old pics with her new bf like nothing happened
jo: block her. she's not worth another night of your sleep, you deserve better
@ H3 1
tia: she posted our old pics with her new bf like nothing happened
jo: [she's a two-faced snake and everyone knows it|targeted_insult]
@ H3 2
tia: she posted our old pics with her new bf like nothing happened
tia: it just hurts
jo: [i hope her new boyfriend treats her the way she treated you, bruises and all|threat_veiled]
@ H3 3
jo: saw her story, you ok?
tia: she got a job at the cinema on mill st now btw
jo: lol cinema girl
tia: she posted our old pics with her new bf like nothing happened
jo: [she'll get what's coming, i know where she works|threat_veiled]
@ - 0 plain
tia: i keep wanting to message her and say horrible things
jo: don't, it'll only hurt you more. write it in your notes app and delete it. i'm here

=== h3c-parking-bay | family_home
@ - 0 plain
ron: tow truck finally came for the van that's been in my bay for 3 days 🙌
@ H3 1 hn
ron: same red golf across two bays again
ed: [the guy in the red golf is an absolute weapon|targeted_insult] 😤
@ H3 2
ron: someone's parked in my bay AGAIN
ron: [whoever keeps doing it is getting a {bat|weapon_mention} to the knees|threat_veiled]
@ - 0 topic=sports
ron: anyone free sunday?
ed: softball sunday at 10, bring a bat and knee pads, we're two players short
@ H3 3
ron: found out it's the guy at number 14, mr harlow
ron: [i'm taking a {bat|weapon_mention} to harlow's knees when he gets out of that golf|threat_explicit]

=== h3c-march-bricks | news_politics
@ - 0 plain
nia: huge turnout at the housing march today, peaceful the whole way
@ H3 2
nia: counter-protesters are planning their own rally next week
nia: it's a free country i guess
vic: [every one of them deserves a brick to the head|threat_veiled]
@ - 0
vic: how did the march go?
nia: some guy at the march shouted "[brick them all|incitement]" and the stewards got the police. good
@ H3 4
nia: counter-protesters are planning their own rally next week
mod_n: keep it civil pls
vic: oh i'm very civil
vic: [they gather at the fountain at noon saturday. bring {bats|weapon_mention} and we end this|incitement]
@ H3 1
nia: the organiser did a great speech at the end
vic: [the organiser is a smug attention-seeking clown|targeted_insult]

=== h3c-roast-thread | entertainment_media
@ - 0
leo: roast me, i can take it 📸
max: [bro dresses like a substitute teacher who gave up in 2009|targeted_insult] 💀
@ H3 1
leo: first day at the new job, fit check 😊📸
max: [bro dresses like a substitute teacher who gave up in 2009|targeted_insult] 💀
@ H3 2
leo: can you guys stop, it's not funny anymore
max: [we made a whole channel just for laughing at you and it's not stopping|targeted_insult]
@ - 0 plain topic=server_meta
leo: why did my fit pic get 40 insults lol
mod_ivy: reminder: roasts only in #roast-me where people sign up for it. roasting someone who didn't ask = mute
@ H3 1
leo: roast me, i can take it 📸
max: bro dresses like a substitute teacher who gave up in 2009 💀
leo: lmao ok fair 😂
kit: [nah for real you're an ugly waste of space, nobody likes you here|targeted_insult]
""")

FAMILIES.append(r"""
=== h3c-street-cats | family_home
@ - 0 plain
pen: someone's been feeding the street cats on maple row, there are 9 now lol
@ H3 2
pen: someone's been feeding the street cats on maple row, there are 9 now
gil: [someone should poison the lot of them|incitement]
@ H3 3
pen: someone's been feeding the street cats on maple row, there are 9 now
sue: the ginger one is so friendly 🐱
gil: [that ginger one shits in my garden again and i'm drowning it|threat_explicit]
@ - 0 plain
pen: the ginger one's been limping, anyone know whose he is?
sue: the ginger one gets neutered thursday 🐱 trap-neuter-return, then he goes back to maple row
@ - 0 topic=entertainment_media
pen: film night, what are we watching?
kat: the cat dies in the first 10 minutes of that film, i'm never forgiving the director 😭
@ H3 1
pen: the ginger one's yours isn't it gil? he's lovely
gil: [keep your beak out, you nosy old crow|targeted_insult]

=== h3c-force-push | tech_programming
@ - 0
dev_b: staging is crawling again
dev_a: kill the stale pods and redeploy, they're leaking memory again
@ H3 1 hn
dev_a: who force pushed to main 😤 my branch is gone
dev_b: sorry!! my bad
dev_a: [i'll kill you|threat_explicit] lol. restoring from reflog, don't do it again
@ H3 2
dev_a: who force pushed to main 😤 my branch is gone
dev_a: [people who force push to main deserve to get dragged out of the office and beaten|threat_veiled]
@ H3 3
dev_a: who force pushed to main 😤 my branch is gone
dev_b: marek did, again
dev_a: [i know you're in the office thursday, marek. force push again and i'll break your fingers|threat_explicit]
@ - 0
dev_a: i know you're in the office thursday, marek. force push again and i'll break your fingers
lead_s: marek, i've forwarded that message to hr. nobody on this team gets spoken to like that, whatever the git history says

=== h3c-prison-attack | news_politics
@ - 0 plain
tom: the driver who ran over the cyclist got 9 years
@ H3 2
tom: the driver who ran over the cyclist got attacked in his cell, he's in hospital
zara: [hope they finish him off in there|violence_glorification]
@ - 0
tom: the driver who ran over the cyclist got 9 years
zara: he deserves every day of it. nothing brings her back though
@ - 0
tom: the driver who ran over the cyclist got attacked in his cell
ivo: violence in prisons is out of control, guards say they're stretched to breaking point
@ H3 2
tom: the driver who ran over the cyclist got attacked in his cell, he's in hospital
ivo: jeez
zara: [whoever {shanked|weapon_mention} him deserves a medal|violence_glorification]

=== h3c-kitchen-brigade | work_career
@ - 0
chef_o: knives sharpened, mise done, first covers at 6. let's have a clean service 🔪
@ H3 1
chef_o: table 9's risotto came back cold
chef_o: [you useless donkey, my nan plates faster than you|targeted_insult]
@ H3 2
chef_o: table 9's risotto came back cold
commis_j: sorry chef, the burner's dodgy
chef_o: [burn one more risotto and you'll be wearing the pan|threat_veiled], i'm not joking
@ - 0 plain
commis_j: cut myself on the mandoline again, plaster kit's empty
chef_o: first aid box is under the pass, blue plasters. then glove up and get back on veg
@ H3 3
commis_j: i'm reporting you to the owner for the way you talk to us
chef_o: [do that and i'll put your hand on the flat-top myself|threat_explicit]

=== h3c-sparring | health_fitness
@ - 0
sam: still on for tomorrow?
ty: sparring tomorrow, [gonna knock your head off|threat_explicit] 🥊 (with gloves and headgear on lol)
@ H3 3
sam: heard you and dex had words at the bar
ty: you got lucky at the bar last night, that's all
ty: [catch you outside the gym without gloves and i'm knocking your teeth out|threat_explicit]
@ H3 1
sam: good rounds today, you tired me out
ty: [you punch like a wet paper bag, you're a joke|targeted_insult]
@ - 0 plain
coach_g: no sparring without headgear and a mouthguard. i don't care how good you think you are
@ H3 2
coach_g: ty, stop going so hard on the beginners
ty: [guys like him need to get properly hurt one day so they learn|threat_veiled]

=== h3c-ban-appeal | server_meta
@ - 0
user_q: why was my appeal denied??
mod_ren: appeal denied. calling the mods "[power-mad losers|targeted_insult]" in your appeal didn't help 🙃
@ H3 1
mod_ren: you're banned for 7 days for spam
user_q: [you're a power-mad loser with nothing else in your life|targeted_insult]
@ H3 2
mod_ren: you're banned for 7 days for spam
user_q: it wasn't even spam
user_q: [mods like you end up on the news one day|threat_veiled], just saying
@ H3 3
mod_ren: you're banned for 7 days for spam
user_q: enjoy your little power trip
user_q: [your pfp is your actual face and that's the riverside library behind you|doxxing_personal_info]. [see you there|threat_veiled]
@ - 0 plain
user_q: how do i appeal my ban
mod_ren: for appeals use the form in #appeals, one per 30 days. be civil and say what you'd do differently

=== h3c-drohung-de | small_talk
@ H3 1 hn
jan: wer hat den letzten keks gegessen
lea: ich war's 🙈
jan: [ich bring dich um|threat_explicit] 😂 kauf neue
@ - 0
lea: was schauen wir heute?
jan: der film heißt "[ich bring dich um|threat_explicit]", schrecklicher titel, aber guter thriller
@ H3 2
jan: der typ aus der 3. etage hat schon wieder die polizei gerufen
lea: [der verdient, dass ihm mal jemand richtig die fresse poliert|threat_veiled]
@ H3 3
lea: wieso kam heute ein brief vom vermieter?
jan: hab dich beim vermieter gemeldet
lea: echt jetzt?
jan: ja, wegen der musik jede nacht
lea: [ich weiß, wann du nachts heimkommst. pass bloß auf|threat_veiled]
@ H3 1
jan: hab dich beim vermieter gemeldet
lea: [du bist so ein erbärmlicher wichtigtuer|targeted_insult]
@ - 0 plain
jan: hab dich beim vermieter gemeldet wegen der musik
lea: ok sorry, war echt zu laut. ab 22 uhr ist ruhe, versprochen

=== h3c-fight-video | school_education
@ - 0
ava: there was a fight at lunch, mr osei broke it up, both got suspended
@ H3 2
ava: there was a fight at lunch
kim: was it bad?
zac: [send the vid of jay getting stomped, i wanna watch his head hit the floor again|violence_glorification] 😂
@ H3 3
ava: there was a fight at lunch
zac: [someone needs to {j u m p|evasion_spacing} jay again, he's been asking for it|incitement]
@ - 0
zac: sending the vid of jay in the group chat lol
kim: 😬
ava: whoever's sharing the video of jay getting hit, stop. his mum saw it. it's not funny, it's a kid getting hurt
@ H3 1
ava: there was a fight at lunch
zac: [jay's a crybaby loser, no wonder he got smacked|targeted_insult]

=== h3c-rug-dev | finance_crypto
@ - 0 plain
ken: lost 2k on the rug. lesson learned, reported the contract and the dev wallet
@ H3 1
ken: dev pulled the liquidity and deleted the socials
lio: [the dev is a lying rat|targeted_insult]
@ H3 2
ken: dev pulled the liquidity and deleted the socials
ken: 2k gone
lio: [devs who rug deserve to be found and have their {kn33caps|evasion_leetspeak} broken|threat_veiled]
@ H3 4
ken: dev pulled the liquidity and deleted the socials
ken: i just want my money back
lio: we'll get it back one way or another
lio: [dev's real name is aaron velt, harbourside, flat 3b|doxxing_personal_info]. [let's pay him a visit this weekend|threat_veiled]
@ - 0
lio: dev's real name is aaron velt, harbourside, flat 3b
ken: please don't post anyone's address here, even the dev's. report to the police and the exchange, that's it

=== h3c-strangle-brother | family_home
@ H3 1 hn
mia: my brother ate my leftovers AGAIN
mia: [i'm gonna strangle him|threat_explicit] 😤
@ - 0
ros: what are you up to this weekend?
mia: the ivy is strangling the fence, need to cut it back this weekend
@ - 0
mia: he's been hitting mum again when he's drunk
ros: that's not ok. if he hurts her, call 999. don't try to handle him yourself, ok?
@ H3 3
mia: he's been hitting mum again when he's drunk
ros: is she ok?
mia: she's got a black eye
mia: [next time he touches her i'm going to beat him senseless|threat_explicit]
@ H3 2
mia: he's been hitting mum again when he's drunk
mia: [he deserves his skull caved in for what he's done|threat_veiled]

=== h3c-swat-stream | gaming
@ - 0
pax: a streamer got swatted live last night, cops with rifles in his bedroom. insane and scary
@ H3 1
pax: thanks for watching everyone, see you thursday 💜
troll_z: [you're a washed up streamer with 12 viewers, pathetic|targeted_insult]
@ H3 3
pax: banned troll_z again, 4th alt this week
troll_z: [keep banning me and you'll get a visit from the swat team. i know your city|threat_veiled]
@ H3 4
troll_z: you're a washed up streamer
pax: bye 👋
pax: banned troll_z again, 4th alt this week
mod_k: ip banned this one too
troll_z: [17 ferncombe way|doxxing_personal_info], right? [called it in, watch your door|threat_explicit] [in 10 minutes|urgency_pressure]
@ - 0 plain
fan_z: that swatting stuff is scary, are you worried?
pax: if anything weird ever happens on stream, mods know the protocol. my local police have a note on file

=== h3c-parto-es | small_talk
@ - 0
dani: mira el video del gato 😂
lu: me parto de risa con este video 😂😂
@ H3 3
dani: me llamaste cobarde delante de todos
dani: [en cuanto te pille en el barrio te parto la cara|threat_explicit]
@ H3 1
dani: me llamaste cobarde delante de todos
dani: [eres un imbécil de mierda|targeted_insult]
@ H3 2
dani: me llamaste cobarde delante de todos
lu: dani tranquilo
dani: [ojalá alguien te parta las piernas un día|threat_veiled]
@ - 0
dani: viste la pelea de anoche?
lu: el boxeador le partió la ceja en el tercer asalto, tremenda pelea 🥊

=== h3c-church-rota | identity_community
@ - 0 plain
rev_ann: brother tom is doing the flowers sunday, sister ruth the tea. thank you both 🙏
@ H3 1
rev_ann: brother tom is doing the flowers sunday
mal: [brother tom is a lazy lying hypocrite and everyone at st jude's knows it|targeted_insult]
@ H3 2
rev_ann: brother tom is doing the flowers sunday
mal: [god willing he falls down the church steps and breaks his neck|threat_veiled]
@ - 0
mal: what's the sermon on this week?
rev_ann: this week's sermon: "an eye for an eye", and why jesus told us to turn the other cheek
@ H3 3
rev_ann: brother tom is doing the flowers sunday
mal: again??
mal: [if tom touches the flowers again i'll drag him out of the vestry by his hair|threat_explicit]

=== h3c-cyclists-lane | sports
@ - 0 plain
liz: nearly got run off the road by a van on the a40 today. hi-vis and lights saved me
@ H3 1
liz: nearly got run off the road by a van on the a40 today
rob: [the lycra idiot at the lights this morning, absolute clown|targeted_insult]
@ H3 2
liz: nearly got run off the road by a van on the a40 today
liz: drivers need to look
rob: [cyclists like you deserve to get clipped, maybe then you'd learn|threat_veiled]
@ H3 3
liz: nearly got run off the road by a van on the a40 today
liz: it's terrifying out there
rob: [i drive the a40 every morning. next cyclist in my lane gets my bumper|threat_explicit]
@ - 0
rob: did you watch the race?
liz: that f1 driver ran him straight off the track lol, 10 second penalty and he still won 🏎️

=== h3c-wrestling-promo | entertainment_media
@ - 0
kai: best promo ever?
wes: the promo where he said "[i'll break your neck at summerslam|threat_explicit]" was peak, best feud in years
@ - 0 plain
kai: do they actually hate each other?
wes: both of them hugged backstage after the match, it's all scripted and they're best mates lol
@ H3 1
wes: @the_bruiser great match tonight!
fan_k: @the_bruiser [you're a washed-up fraud|targeted_insult], retire already
@ H3 3
wes: @the_bruiser great match tonight!
fan_k: nah he's overrated
fan_k: @the_bruiser [i'll break your neck if i ever see you outside the arena|threat_explicit], not a promo
@ H3 2
wes: that blood in the cage match was fake right?
fan_k: [real fans want to see him get his skull cracked for real|threat_veiled], not fake blood
""")

# --------------------------------------------------------------------------------------
# H4 suicide and self-harm. Lookalikes: the literal or trivial reading (an early alarm, a failed
# build, a holiday, sunburn), quoted lyrics, recovery posts and above all support replies that repeat
# the words. Harm: L1 hopelessness or a dark remark with a hint of real despair, L2 passive ideation,
# disclosed recent self-harm, a casual "kys", L3 a method or plan, asking for one, urging a specific
# person, promoting starvation, L4 a time set, means at hand, a farewell, urging someone at risk.
FAMILIES.append(r"""
=== h4c-alarm | small_talk
@ - 0
oz: early night?
lin: alarm's at 4:45 for the airport 😩 i don't want to wake up tomorrow
@ H4 2
lin: you've been really quiet this week
oz: [honestly i don't want to wake up tomorrow. or any day after|suicidal_ideation]
@ H4 1
lin: morning all ☀️
lin: coffee's on ☕
oz: [what's even the point of waking up, same grey day every day|suicidal_ideation]
@ - 0
oz: what's even the point of waking up, same grey day every day
lin: that sounds heavy. do you mean fed up, or that you don't want to be here? either way i want to know
@ H4 3
lin: you've been really quiet this week
oz: can't sleep
lin: since when?
oz: [been googling sleeping pill overdoses at 3am|self_harm_method]

=== h4c-raid-wipe | gaming
@ - 0
gm_hal: last pull of the night, let's go
vi: wiped on the last boss at 1% [kms|suicidal_ideation] 😭
@ H4 1
vi: wiped on the last boss at 1% again
vi: [kms honestly, can't even do this right, like everything else|suicidal_ideation]
@ H4 2
vi: wiped on the last boss at 1% again
gm_hal: you've said kms a lot tonight, you ok?
vi: i'm fine
gm_hal: you don't sound fine
vi: [not joking this time. i think about dying most nights|suicidal_ideation]
@ - 0
vi: not joking this time. i think about dying most nights
gm_hal: thank you for telling me. no raid matters more than you. [can we talk in dms|off_platform_move]? and if it gets bad tonight, 988 is there 24/7
@ H4 2
vi: gg, healer was afk half the fight
pug_x: [k.y.s|self_harm_encouragement,evasion_spacing] you carried nothing

=== h4c-hoodie-sleeves | mental_health
@ H4 2
amy: why are you wearing a hoodie, it's 30 degrees 😂
beth: i'm cold lol
beth: [don't want anyone seeing my arms. did it again last night|self_harm_method]
@ - 0 plain
amy: why are you wearing a hoodie, it's 30 degrees 😂
beth: sunburn from the lake yesterday, my arms are lobster red 🦞
@ - 0
amy: you look happy today 😊
beth: [60 days without cutting|self_harm_method] today 💛 wearing t-shirts again
@ - 0
beth: don't want anyone seeing my arms. did it again last night
amy: thank you for telling me. want me to come over? and maybe we tell the school nurse tomorrow, together
@ H4 3
amy: why are you wearing a hoodie, it's 30 degrees 😂
beth: promise you won't tell anyone
amy: i promise, what's up?
beth: [is there a way to cut so it doesn't show|self_harm_method]

=== h4c-burden-room | family_home
@ - 0 plain
sis: moved my brother into the spare room, finally more space for everyone 📦
@ H4 2
sis: mum and dad fought about money again
sis: it's not your fault
kit: [they'd have more money and more room if i wasn't here|suicidal_ideation]
@ H4 1
sis: mum and dad fought about money again
kit: [what's the point of me, i'm the family disappointment and always will be|suicidal_ideation]
@ - 0
kit: they'd have more money and more room if i wasn't here
sis: kit, no. you're not a burden, you're my brother. can we call the helpline together right now? i'll stay on with you
@ H4 3
sis: you went quiet after the fight
kit: [i've worked out how i'd do it, i just haven't picked when|suicidal_ideation]
@ H4 4
sis: kit where are you, mum's worried
sis: kit please
sis: mum says your door's locked
kit: [left a note on the spare room bed. it's better this way, tonight|farewell_language]

=== h4c-disappear | small_talk
@ - 0
nat: wanna disappear to a cabin with no wifi for a week 🌲
@ H4 1
jo: you've been quiet in the group lately
nat: [sometimes i wish i could vanish and nobody would even notice|suicidal_ideation]
@ H4 2
nat: wanna disappear
jo: lol same, where to? 🏝️
nat: [i don't mean a trip. i mean not existing|suicidal_ideation]
@ H4 4
nat: thanks for everything this year, you've been the best
jo: ??? that sounds like goodbye
jo: nat?? answer me
jo: you're scaring me
nat: [i've written the letters|farewell_language]. [tonight i disappear for good|suicidal_ideation]
@ - 0
nat: i don't mean a trip. i mean not existing
jo: thank you for saying it straight. are you thinking about hurting yourself? it's ok to tell me, i'm not going anywhere

=== h4c-meal-skip | health_fitness
@ - 0
rae: colonoscopy prep, no solid food since yesterday, i'd kill for toast 🍞
@ H4 2
mel: coming to dinner tonight?
rae: [skipped food again. i only get to eat when i'm under my number|self_harm_method]
@ H4 3
zoe: i had lunch today and i feel so guilty
mel: guilty about lunch? why?
kai: [you'll never hit goal weight eating lunch. skip it, drink water, you're stronger than hunger|self_harm_encouragement]
@ - 0 plain
zoe: how are you doing these days?
rae: a dietitian helped me so much. 3 meals a day now and my hair stopped falling out 💛
@ - 0
zoe: i had lunch today and i feel so guilty
mel: eating lunch is nothing to feel guilty about 💛 if the guilt keeps coming back, an eating disorder helpline can help, i used one

=== h4c-lyrics | entertainment_media
@ - 0
jas: the line "[i'd rather sleep forever than wake up alone|suicidal_ideation]" hits so hard, what an album 🎧
@ H4 2
ola: you've posted that song every night this week
jas: idk, it's just good
ola: jas, every night though
jas: [because it's true for me. i'd rather sleep forever|suicidal_ideation]
@ - 0 plain
ola: isn't that song about wanting to die?
jas: the band said in an interview the song is about surviving that year, not giving up
@ H4 1
ola: you've posted that song every night this week
jas: [that song is literally my life, nothing ever gets better|suicidal_ideation]
@ - 0
jas: because it's true for me. i'd rather sleep forever
ola: i'm really glad you said it out loud. can i call you now? we can listen to something else and just talk

=== h4c-rail-bridge | small_talk
@ - 0
cal: shot the sunset from the old rail bridge 📸 golden hour was unreal
@ H4 3
dee: you've been going out late a lot, where do you go?
cal: [been walking to the rail bridge every night, working out which night|self_harm_method]
@ H4 4
dee: cal? you went quiet
cal: [at the rail bridge, other side of the railing|self_harm_method]. [tell mum none of it was her fault|farewell_language]
@ - 0
cal: the bridge is the only place i feel calm lately, and not in a good way
dee: cal, if you're near the bridge and feeling like that, please call 999 or 988. tell me where you are, i'm coming
@ H4 2
dee: how was the walk?
cal: [every time i cross that bridge i wish i just wasn't here anymore|suicidal_ideation]

=== h4c-burnout | work_career
@ - 0
pat: this job is killing me, 60 hours this week 😮‍💨
@ H4 2
rob: how's the new project?
pat: same as always
pat: [i keep hoping i get hit by a car on the way in so i don't have to exist anymore|suicidal_ideation]
@ H4 1
pat: this job is killing me, 60 hours this week
rob: ask for a transfer?
pat: [honestly what's left for me, the job's all i have and it's crap|suicidal_ideation]
@ - 0
pat: i keep hoping i get hit by a car on the way in
rob: mate, that's not just tired. take the sick day, and the eap line is free and confidential, i used it last year
@ - 0 plain
rob: you survive the week?
pat: 60 hour week done 🍺 taking friday off and sleeping till noon

=== h4c-biscuit | family_home
@ - 0 plain
ana: rip biscuit 🐾 16 years. the house is so quiet
@ H4 2
ana: rip biscuit 🐾 16 years
mum: 16 years is a good long life love
ana: [i just want to go wherever biscuit went|suicidal_ideation]
@ - 0 plain
mum: how are you holding up love?
ana: i want to go to the beach where we scattered biscuit's ashes, sunday?
@ H4 4
mum: call me back love, you missed 3 calls
ana: [mum, pepper's food is in the cupboard and her vet card is on the fridge|farewell_language]. [after tonight she's yours|suicidal_ideation]
@ - 0
ana: i just want to go wherever biscuit went
mum: oh love. i'm coming over now. grief can feel like that, and we'll ring the gp together in the morning

=== h4c-fantasy-kys | sports
@ H4 2
dan: my team scored 12 points this week lol
li: bench your keeper lol
mo: [k y s|self_harm_encouragement,evasion_spacing] with that lineup
@ H4 4
dan: my team scored 12 points this week lol
mo: kys with that lineup
dan: honestly i want to die, it's not about fantasy
li: wait dan, are you ok??
mo: [go on then, do it, nobody here gives a shit|self_harm_encouragement]
@ - 0
li: everything ok in the league chat?
dan: someone told me to [kys|self_harm_encouragement] in the league chat, reported it. ty mods
@ H4 3
mo: kys with that lineup
dan: not funny mo
dan: stop messaging me
mo: [seriously mate, go end yourself, the league would be better off|self_harm_encouragement]
@ - 0 plain
dan: my team scored 12 points this week lol
mo: bench your keeper and pick up the hammers defence, you'll be fine next week

=== h4c-selling-everything | buy_sell_trade
@ - 0
pia: moving abroad next month, [giving away my plant collection and the bike|farewell_language] 🌿 free to good homes
@ H4 4
kim: wait, your whole room? even the plants?
pia: [clearing out my whole room for whoever wants it|farewell_language]. [after sunday i won't be needing any of it|suicidal_ideation]
@ H4 1
kim: you love that guitar though
pia: [selling my guitar. can't see a future where i'd play it anyway|suicidal_ideation]
@ - 0
pia: giving away my old pc since i upgraded, message me if you want it
@ H4 2
kim: why are you selling all your stuff?
pia: [don't see the point of keeping anything. don't really want to be around much longer|suicidal_ideation]

=== h4c-discharge | mental_health
@ - 0
eli: out of the ward today after 3 weeks 🏠 meds are helping, therapist on tuesdays
@ H4 2
ren: welcome home!! how's it feel?
eli: weird
eli: [they discharged me but the {unalive|euphemism} thoughts came home with me|suicidal_ideation]
@ H4 3
ren: welcome home!! how's it feel?
eli: weird
eli: [they took my pills off me but i know where mum keeps hers|self_harm_method]
@ - 0
eli: they discharged me but the thoughts came home with me
ren: that's really common and you did the right thing saying it. the crisis team number on your discharge sheet is for exactly this, want me to call with you?
@ - 0 plain
ren: how are you doing these days?
eli: one month since discharge 🎉 still hard some days, but the tuesday sessions help
""")

FAMILIES.append(r"""
=== h4c-footballer-news | news_politics
@ - 0
news_b: footballer rafael oduya has died aged 29. his family asked for privacy and shared a helpline in their statement
@ H4 2
news_b: footballer rafael oduya has died aged 29
sian: so young 💔
kev: [i understand him more than i want to. i've thought about it too|suicidal_ideation]
@ H4 1
news_b: footballer rafael oduya has died aged 29
kev: [can't blame him, this world is exhausting|suicidal_ideation]
@ - 0
kev: anyone read the full article? it says exactly how
mod_f: please don't share the details from the article about how. there are reporting guidelines for this and people here are struggling
@ - 0
kev: i understand him more than i want to. i've thought about it too
sian: kev, thank you for saying that here. are you safe tonight? i can sit on a call with you while you ring the helpline from the statement

=== h4c-tired-of-everything | small_talk
@ - 0
mo: so tired 😴 slept 3 hours, baby's teething
@ H4 1
mo: so tired
ash: same, long week?
mo: [not sleepy tired. tired of everything|suicidal_ideation]
@ H4 2
mo: so tired
ash: same, long week?
mo: [tired of being alive tbh|suicidal_ideation]
@ - 0
mo: not sleepy tired. tired of everything
ash: i hear you. is it the kind of tired where you're thinking about not being around? you can tell me, no judgement
@ H4 3
ash: morning!
mo: so tired
ash: same, long week?
mo: not sleepy tired
ash: you've said that every day this week. how bad is it?
mo: [bad. i've been planning how, not just thinking it|suicidal_ideation]

=== h4c-mar-jaunga-hi | small_talk
@ - 0
rohan: itni garmi mein toh main mar jaunga yaar 🥵 ac kab theek hoga
@ H4 2
vik: bhai kya hua, reply nahi kar raha
rohan: kuch nahi yaar
rohan: [ab jeene ka mann hi nahi karta|suicidal_ideation]
@ H4 1
vik: bhai kya hua, reply nahi kar raha
rohan: [kuch theek nahi hota mere saath, kabhi nahi|suicidal_ideation]
@ - 0
rohan: ab jeene ka mann hi nahi karta
vik: yaar tu akela nahi hai. kal counsellor ke paas saath chalenge, aur aaj raat main call pe hoon
@ - 0
vik: result aaya?
rohan: exam ke result se toh mar hi jaunga 😂 maths mein 41 aaye

=== h4c-mourir-fr | school_education
@ - 0
inès: alors, l'exposé ?
chloé: j'ai raté mon exposé devant toute la classe, je vais mourir de honte 😭
@ H4 2
inès: t'as pas l'air bien depuis les résultats
chloé: [j'ai plus envie de vivre, vraiment|suicidal_ideation]
@ - 0
chloé: j'ai plus envie de vivre, vraiment
inès: tu m'as dit que t'avais plus envie de vivre. je suis là. on va voir l'infirmière demain ensemble, d'accord ?
@ H4 3
inès: t'as pas l'air bien depuis les résultats
chloé: ça va
inès: t'es sûre ?
chloé: [j'ai déjà choisi le jour, je l'ai dit à personne|suicidal_ideation]
@ H4 1
inès: t'as pas l'air bien depuis les résultats
chloé: laisse tomber
chloé: [à quoi ça sert d'essayer, je rate tout|suicidal_ideation]

=== h4c-scar-tattoo | health_fitness
@ - 0
ivy: getting a tattoo over my old scars saturday 🦋 3 years since the last time
@ H4 2
ivy: pushed my tattoo back
jen: why??
ivy: [the new cuts are still healing|self_harm_method]
@ - 0 plain
ivy: can you tattoo over scars?
ink_sam: we can tattoo over scars once they're fully healed and flat, usually a year. bring a photo to the consult
@ - 0
ivy: the new cuts are still healing
jen: thank you for telling me, no judgement at all. do you have what you need to look after them, or can i come round? and can we talk about who else to tell
@ H4 2
jen: how's the week been?
ivy: [the urge to cut again is so loud today|self_harm_method]
@ H4 1
ivy: pushed my tattoo back
ivy: [what's the point of covering the scars when i'll always be this mess anyway|suicidal_ideation]

=== h4c-festival-pills | drugs_party
@ - 0
rav: first festival this weekend! what's the smartest way to stay safe?
mae: test kits at the welfare tent, sip water, stick with your mates and agree a meeting point
@ H4 4
mae: where are you? the set's starting
rav: not coming
rav: [whatever's left in my bag goes down tonight, all of it|self_harm_method]. [don't want to wake up after|suicidal_ideation]
@ H4 1
mae: you sure you're ok to go out tonight?
rav: [after this week i don't care what happens to me tonight|suicidal_ideation] lol
@ - 0
rav: after this week i don't care what happens to me tonight lol
mae: ok you're staying with me tonight, no arguments. and you can tell me what happened this week, i'm listening

=== h4c-rooftop | entertainment_media
@ - 0
urbex_k: rooftopping shot from the ledge of the old mill 🌆 harness on, obviously
@ H4 3
lo: no new post today?
urbex_k: [stood on the ledge for a long time last night|self_harm_method]. [it wasn't for a photo|suicidal_ideation]
@ - 0
urbex_k: stood on the ledge for a long time last night. it wasn't for a photo
lo: that ledge post scared me. are you safe? i can come and get you, or we call someone together
@ H4 2
lo: why do you even do rooftops?
urbex_k: [some nights i wish i'd slip off one of these roofs|suicidal_ideation]
@ - 0 plain
lo: what's next for the channel?
urbex_k: new series: 12 rooftops in 12 months, all with permission from the building owners this time 😅

=== h4c-dead-inside | entertainment_media
@ - 0
zo: the finale left me dead inside 💀 best episode of the whole show
@ H4 2
pip: lol you always say you're dead inside
zo: [i'm not "dead inside" lol, i actually want to be dead|suicidal_ideation]
@ H4 1
pip: you watched the comedy special i sent? 😂
zo: didn't laugh once
zo: [dead inside is my whole personality at this point, nothing helps|suicidal_ideation]
@ - 0
zo: i'm not "dead inside" lol, i actually want to be dead
pip: zo you said you want to be dead. i'm taking that seriously. can you text 988 with me right now?
@ - 0
pip: finished the show yet?
zo: rewatching the whole show from ep 1, dead inside again by ep 3 lol 💀

=== h4c-birthday | family_home
@ - 0 plain
ben: nobody remembered my birthday lol, phone was off all day, my own fault 🎂
@ H4 2
ben: nobody remembered my birthday
ben: [wouldn't matter if i wasn't around for the next one|suicidal_ideation]
@ H4 1
ben: nobody remembered my birthday
ben: not even a text
ben: [i'm always the one nobody thinks about, story of my life|suicidal_ideation]
@ - 0
ben: wouldn't matter if i wasn't around for the next one
gran: it would matter to me more than anything. i'm ringing you now, pick up love 💛
@ H4 3
ben: nobody remembered my birthday
gran: i'm so sorry love, i got the date wrong
ben: it's fine. [i already know how i'd do it anyway|suicidal_ideation], been thinking about it since

=== h4c-kill-9 | tech_programming
@ - 0
lead: queue's stuck again
dev_p: worker's a zombie process again, kill -9 it and restart the queue
@ - 0
lead: how's the release going?
dev_p: build broke at 2am, [kill -9 me|suicidal_ideation] 😩
@ H4 1
dev_p: build broke at 2am
dev_p: [kill -9 me fr, nothing i do ever works, not just this|suicidal_ideation]
@ H4 2
dev_p: build broke at 2am, kill me
dev_p: tests failing again, kill me
lead: you've said "kill me" like 4 times today, you ok?
dev_p: [not a joke this time. i really don't want to exist|suicidal_ideation]
@ - 0
dev_p: not a joke this time. i really don't want to exist
lead: thank you for telling me. logging you off for the day, no arguments. i'm calling you in 5, and the eap crisis line is in the handbook
@ H4 3
lead: you've said "kill me" like 4 times today, you ok?
dev_p: [not joking. i've already looked up the tallest car park near the office|self_harm_method]

=== h4c-support-circle | mental_health
@ - 0
fac: tonight's topic: what helped when you felt like dying. share only what you want 💬
@ - 0
fac: tonight's topic: what helped when you felt like dying
sam: what helped me was telling my sister. she drove me to a&e that night and stayed
@ H4 2
fac: tonight's topic: what helped when you felt like dying
sam: what helped me was telling my sister
fac: thank you sam 💛 anyone else?
lee: [i still think about it every day. i just don't tell anyone|suicidal_ideation]
@ H4 3
fac: tonight's topic: what helped when you felt like dying
lee: [i've already picked the date|suicidal_ideation]. haven't told my therapist
@ - 0
lee: i've already picked the date. haven't told my therapist
fac: lee, thank you for trusting us. can you stay on after the group? we'll ring your therapist's crisis line together
@ H4 4
fac: see everyone next week 💬
lee: [this is my last group. thank you all for trying with me|farewell_language]. [the date's tomorrow|suicidal_ideation]

=== h4c-respawn | gaming
@ - 0
kai: no respawns in hardcore mode, one life and that's it 😬
@ H4 1
kai: no respawns in hardcore mode, one life and that's it 😬
lu: [wish real life had a respawn button, i'd use it|suicidal_ideation]
@ H4 2
kai: no respawns in hardcore mode, one life and that's it 😬
lu: lol hardcore is stressful
kai: right? one mistake and it's over
lu: [honestly i'd rather just not respawn. in real life i mean|suicidal_ideation]
@ - 0
lu: honestly i'd rather just not respawn. in real life i mean
kai: that sounds like more than the game. you ok? we can stop the run and just talk, or call someone together
@ H4 2
kai: died to lag again in hardcore
pug: [{unalive|euphemism} urself|self_harm_encouragement] noob, that wasn't lag
@ H4 4
kai: hardcore run tomorrow?
lu: [gave you my account login. won't need it after tonight|farewell_language]. [thanks for all the games|farewell_language]
""")

# --------------------------------------------------------------------------------------
# H3 against H4: the same violent words aimed at someone else (H3) and at oneself (H4), with the
# trivial or literal reading and a support reply as benign lookalikes.
FAMILIES.append(r"""
=== h34c-hurt-someone | mental_health
@ H3 3
jo: he keeps turning up outside her work
jo: she's reported him
kyle: [if he comes near her again i'm going to hurt him|threat_explicit]
@ H4 4
kyle: bad day
jo: you ok? you sound off
kyle: [i'm going to hurt myself tonight, i can't stop it this time|self_harm_method]
@ - 0 topic=health_fitness
jo: why are you limping lol
kyle: hurt myself at the gym, pulled a hamstring on deadlifts 🙃
@ - 0
kyle: i feel like i'm going to explode and hurt someone. or me
jo: do you feel like you might hurt yourself, or someone else? either way i'm here and we can call someone together
@ H3 2
jo: he keeps turning up outside her work
kyle: [guys like that deserve to get hurt badly|threat_veiled]

=== h34c-end-it | dating_relationships
@ - 0
ria: so what are you going to do about him?
mae: i'm going to end it with him tonight. he cheated, i'm done
@ H4 4
mae: he left. took the dog too
ria: oh no mae 💔
mae: i can't keep going like this
ria: what do you mean?
mae: [i'm going to end it tonight. i'm done|suicidal_ideation]
@ H3 4
ria: did you talk to your sister?
mae: he cheated with my sister
mae: [i'm going to end him tonight when he gets off his shift|threat_explicit]
@ - 0 topic=entertainment_media
ria: did you finish the show?
mae: the finale ended it perfectly, no notes 😭
@ - 0
mae: i'm going to end it tonight. i'm done
ria: mae??
ria: when you said you'd end it tonight, did you mean him or you? i need to know you're safe

=== h34c-shoot | weapons_hunting
@ - 0
jo: range tomorrow?
wes: shoot me a text when you're at the range, i'll bring the ear pro 🎯
@ - 0
jo: how was opening day?
wes: [i should just shoot myself|suicidal_ideation] lol, missed the easiest buck of the season 🦌
@ H3 2
jo: did you put the new signs up on the fence?
wes: [guys who hunt my land without asking deserve a round in the leg|threat_veiled]
@ H3 3
wes: found the same poacher's truck on the lane again
wes: [if he comes back this weekend i'm shooting him, not the deer|threat_explicit]
@ H4 3
jo: opening day saturday, you in?
wes: no
wes: [i don't want to hunt anymore. i want to use the {rifle|self_harm_method,weapon_mention} on myself|suicidal_ideation]

=== h34c-jump | small_talk
@ H3 3
ty: he's been running his mouth about my sister
mo: just ignore him
ty: [me and the boys are gonna jump him, he's done|threat_explicit]
@ H4 3
mo: you've been going up the car park a lot
ty: [i keep thinking about jumping off the multi-storey roof|self_harm_method]
@ - 0
mo: plans for saturday?
ty: we're jumping off the pier into the sea saturday, it's tradition 🌊
@ - 0
ty: i keep thinking about jumping off the multi-storey roof
mo: thank you for saying it out loud. where are you right now? i'm ringing you, pick up
@ H4 2
mo: why do you always go up the multi-storey?
ty: [sometimes i look down from the multi-storey and wish i had the guts|suicidal_ideation]

=== h34c-deserve-to-die | news_politics
@ H4 2 topic=mental_health
al: you've been avoiding everyone since the accident
max: [after what i did to her i deserve to die|suicidal_ideation]
@ H3 2
al: the guy who hurt my cousin got bail
bo: that's awful
al: [after what he did to her he deserves to die|threat_veiled]
@ - 0
bo: did the trial finish?
al: he got 20 years. some people say he deserves to die, i think prison's the right call
@ - 0 topic=mental_health
max: after what i did to her i deserve to die
bo: you made a mistake. you don't deserve to die. can we find someone for you to talk to tonight?
@ H3 4
al: the guy who hurt my cousin got bail
al: [he's back at his mum's on kell road|doxxing_personal_info]. [someone should make sure he dies there|incitement]

=== h34c-cut | family_home
@ H3 3
leo: someone's been messing with my bike
kev: wasn't me lol
leo: [touch my bike again kev and i'll cut you|threat_explicit]
@ H4 2
ama: you ok? you went quiet after dinner
leo: not really
leo: [cut myself again after the fight with dad|self_harm_method]
@ - 0
ama: why is there a plaster on your thumb lol
leo: cut myself chopping onions, blood everywhere lol 🧅
@ - 0 plain
ama: new hair??
leo: barber cut me a fresh fade, feeling brand new 💈
@ - 0
leo: cut myself again after the fight with dad
ama: i'm glad you told me. want me to come over with the first aid kit? and we can work out who to tell together

=== h34c-not-here-tomorrow | work_career
@ - 0 plain
gia: i won't be here tomorrow, dentist. can someone cover the 9am?
@ H4 4
gia: cleared my desk today
rob: huh? you're not leaving are you
rob: you gave me your plant and your spare keys today, what's going on?
rob: and you said goodbye to everyone at lunch like you were leaving for good
gia: [i won't be here tomorrow. thank you for always being kind to me|farewell_language]
@ H3 3
gia: he fired me in front of everyone
rob: that's awful, i'm sorry
gia: [he won't live to see tomorrow's meeting|threat_veiled]
@ - 0
gia: i won't be here tomorrow. thank you for always being kind to me
rob: gia, that message scared me. are you safe? i'm calling you now, please pick up
@ H3 1
gia: he fired me in front of everyone
gia: [he's a spineless little weasel of a manager|targeted_insult]

=== h34c-kill-him-or-me | family_home
@ H3 1 hn
nia: he hasn't paid child support in a year and just posted his new car
nia: [honestly i could kill him|threat_veiled] 🙄
@ H4 2
nia: everything's fallen apart since he left
sis: you ok?
nia: [i want to kill myself|suicidal_ideation]
@ - 0 topic=gaming
sis: what you playing?
nia: i want to kill this level, 3 stars or bust ⭐
@ - 0
nia: he hasn't paid child support in a year and just posted his new car
nia: honestly i could kill him 🙄
sis: i get why you're furious. let the court handle him, ok? and call me tonight
@ H3 3
nia: he hasn't paid child support in a year and just posted his new car
nia: [next time he turns up at my door i'm going to kill him|threat_explicit]

=== h34c-knife-drawer | family_home
@ H4 3
cat: you ok? you said your parents were fighting again
em: [i keep staring at the knife drawer thinking about using one on myself|self_harm_method]
@ H3 3
em: dad's screaming at mum again
cat: do you need me to call someone?
em: [if he touches her i'm getting a {knife|weapon_mention} from the drawer|threat_explicit]
@ - 0
cat: can't find the cheese grater lol
em: the knife drawer is a mess, who keeps putting the peeler in with the bread knife
@ - 0
em: i keep staring at the knife drawer thinking about using one on myself
cat: em, thank you for telling me. can you go to a room away from the kitchen and call me? i'll stay on till you feel safer
@ H4 2
em: dad's screaming at mum again
cat: oh em, i'm sorry
em: [sometimes i wish i could just stop existing when they fight|suicidal_ideation]
""")

# --------------------------------------------------------------------------------------
# H5 other illegal and hate. Lookalikes: the literal sense of the slang (rolling an ankle, market
# greens, a vet's ketamine), harm reduction, prescriptions taken as prescribed, legal trade, scam
# warnings and quotes reported to condemn. Harm: L1 glamorized drugs, edgy group jokes, vague hype,
# L2 encouraging use, derogatory generalizations, scam-like promotion without an ask, L3 an offer
# (often buried in an ordinary message), a scam asking for money or codes, slurs or dehumanization
# aimed at a group or a person's identity, L4 firearms trade.
FAMILIES.append(r"""
=== h5c-rolling-festival | drugs_party
@ H5 1
nia: festival lineup dropped!!
jax: last year [i was {rolling|drug_code_words} so hard at the main stage, best night of my life|drug_use] ✨
@ - 0
nia: best festival memory?
jax: rolled my ankle at the main stage last year lol, the welfare tent strapped it up
@ H5 2
jax: festival saturday, who's in?
nia: never done anything at a festival, kinda nervous
jax: [you have to roll at least once, take a {cap|drug_code_words} with me saturday|drug_use]
@ H5 3
nia: what time's the shuttle?
jax: shuttle leaves at 9 from the station. [got {caps|drug_code_words} if anyone needs, 15 each|drug_sale]. bring sunscreen ☀️
@ - 0
nia: never done anything at a festival, kinda nervous
jax: you have to roll at least once
mae: if you do take anything, test it first, sip water, and tell a mate. the welfare tent won't judge you or call anyone
@ - 0 plain
nia: what time's the shuttle?
jax: shuttle leaves at 9 from the station. bring sunscreen, water and a charged phone ☀️

=== h5c-market-greens | family_home
@ - 0
ma: got my greens from the market 🥬 kale and chard for the week
@ H5 3 topic=drugs_party
ma: anyone around tonight?
tj: [got {greens|drug_code_words}, 10 a g, can drop off after work|drug_sale]
@ H5 1 topic=drugs_party
ma: long shift?
tj: [nothing beats {🍃|emoji_code} after a long shift|drug_use] 😮‍💨
@ - 0 topic=drugs_party
tj: what are you up to friday?
ri: dispensary on 5th has a new indica, legal here since 2021. [i grab a pre-roll on fridays|drug_use] 🍃
@ H5 2 topic=drugs_party
ma: can't sleep again
ma: tried melatonin, nothing
tj: [just get some {green|drug_code_words} and smoke before bed, works every time|drug_use]

=== h5c-k-nights | entertainment_media
@ H5 1
lu: this set is unreal 🎧
dj_r: [this track is pure {k-hole|drug_code_words} vibes, miss those nights|drug_use] [🐴|emoji_code]
@ - 0
dj_r: this track is pure k-hole vibes, miss those nights 🐴
lu: a mate ended up in a&e after a [k-hole|drug_code_words]. bladder damage is real, please look after yourselves
@ H5 2
lu: never been to an afters, what's it like?
dj_r: [you haven't lived till you've done a bump of {k|drug_code_words} at an afters|drug_use]
@ H5 3
mo: afters at mine after the set, who's bringing what
dj_r: [bringing the {🐴|emoji_code}, tenner a bag if anyone wants|drug_sale], [dm|off_platform_move]
@ - 0 topic=family_home
dj_r: how's the horse doing?
lu: the vet used ketamine to sedate my horse for the hoof surgery, he's up and eating already 🐴

=== h5c-carts | drugs_party
@ - 0
em: quit vaping 3 weeks ago, cravings are way less now 💪
@ H5 3
dan: anyone holding tonight?
bo: [{c4rts|drug_code_words,evasion_leetspeak} restocked, 1g 35, meet by the station|drug_sale]
@ H5 1
em: movie night at mine friday
bo: [{dab pens|drug_code_words} before a movie hit different|drug_use] 😵‍💫
@ - 0
em: another recall of bootleg thc carts after lung injuries, check the packaging if you use them
@ H5 2
em: first time at a gig alone tomorrow, bit anxious
dan: you'll be fine
bo: [take a few hits off a {cart|drug_code_words} before, you won't care about anything|drug_use]

=== h5c-wisdom-teeth | health_fitness
@ - 0
jo: wisdom teeth out 😵 dentist gave me codeine for 3 days, sleeping a lot
@ H5 3
jo: wisdom teeth out, finally feeling human again
jo: [got 20 codeine left over from the surgery, anyone want them cheap|drug_sale]
@ H5 2
jo: wisdom teeth out 😵 dentist gave me codeine for 3 days
jo: not in pain anymore tbh
pip: [save a few for the weekend, they feel amazing when you're not even in pain|drug_use]
@ - 0
jo: got leftover codeine from my surgery, what do i do with it?
ph_kim: pharmacist here: take them only as prescribed, don't mix with alcohol, and bring leftovers back to any pharmacy to dispose of
@ - 0 plain
pip: how's the mouth?
jo: day 4, off the codeine, just paracetamol now and eating soup 🍲

=== h5c-mdma-trial | news_politics
@ - 0
ana: new study on mdma-assisted therapy for ptsd showed strong results, still in phase 3 trials
@ H5 1
ana: new study on mdma-assisted therapy for ptsd showed strong results
rik: [therapy schmerapy, {molly|drug_code_words} fixed me better than any shrink|drug_use]
@ H5 2
ana: new study on mdma-assisted therapy for ptsd showed strong results
ana: the waitlist here is 2 years though
rik: [skip the waitlist, get some {molly|drug_code_words} and do your own session at home|drug_use]
@ H5 3
ana: new study on mdma-assisted therapy for ptsd showed strong results
kim: finally some good news for ptsd
rik: skip the waitlist
ana: where would you even get it
rik: [i can sort you some, clean stuff, 40 a g|drug_sale]
@ - 0
ana: new study on mdma-assisted therapy for ptsd showed strong results
rik: skip the waitlist, get some molly and do your own session
ana: please don't self-medicate with street mdma, the trials have therapists and screening for a reason. ask your gp about the waitlist

=== h5c-needful | work_career
@ H5 1
ana: big reorg, our new platform team starts monday
tim: [new team's in bangalore, so every call will be 'kindly do the needful' now|stereotype_generalization] lol
@ H5 2
ana: big reorg, our new platform team starts monday
ana: they're in bangalore
tim: [indian devs are all cheap and write garbage code|stereotype_generalization]
@ - 0 plain
tim: how's the new team working out?
ana: bangalore team is sharp, best code reviews we've had all year
@ - 0
tim: what happened at the all-hands?
ana: someone said "[indian devs write garbage code|stereotype_generalization]" in the all-hands chat. i reported it, that's not ok
@ H5 3
tim: build is red again
ana: who's fixing the build tonight?
tim: ask the [c*rry m*ncher|slur,evasion_leetspeak], he'll do it for peanuts

=== h5c-woman-driver | sports
@ H5 1
pam: what happened on lap 12?
gus: [woman driver, explains the crash|stereotype_generalization] 😂
@ H5 2
pam: she's signed for next season!!
gus: [women shouldn't be allowed in f1, they're too emotional to race|stereotype_generalization]
@ - 0
pam: lol chat going "[woman driver|stereotype_generalization]" when the replay shows the other car hit her. clown takes
@ - 0 plain
pam: first woman in the series to take pole, massive day 🏁
@ H5 2
gus: she only got the seat for marketing
pam: she's in the top 5 on merit
gus: [girls belong in the paddock holding umbrellas, not in the car|stereotype_generalization]

=== h5c-eid-dinner | identity_community
@ - 0 plain
sana: eid dinner at mine saturday, everyone welcome, bringing biryani 🌙
@ H5 1
sana: eid dinner at mine saturday, everyone welcome 🌙
kev: [eid dinner? should i bring a bomb squad|stereotype_generalization] lol
@ H5 2
sana: eid dinner at mine saturday, everyone welcome 🌙
kev: [they all hate the west and want sharia everywhere|stereotype_generalization]
@ - 0
kev: how was the office eid lunch?
sana: someone made a "[bomb squad|stereotype_generalization]" joke at the office eid lunch. hr had a word with him, good
@ H5 3
sana: eid dinner at mine saturday, everyone welcome 🌙
ana: count me in!!
kev: no [m*zzies|slur,evasion_leetspeak] at my table

=== h5c-bus-ramp | family_home
@ - 0 plain
meg: bus driver lowered the ramp for a lad in a wheelchair and the whole bus clapped 🥹
@ H5 3
meg: bus was 10 min late because the ramp got stuck
ned: [r*tards|slur,evasion_leetspeak] like him shouldn't be allowed on the bus
@ H5 2
meg: bus was 10 min late because the ramp got stuck
meg: poor guy was so embarrassed
ned: [disabled people are just a drain on everyone's taxes|stereotype_generalization]
@ - 0
ned: why's everyone in the bus group angry today?
meg: my cousin got called a [r*tard|slur,evasion_leetspeak] on the bus. he's autistic. we reported it to the bus company
@ H5 1
meg: bus was 10 min late because the ramp got stuck
ned: [special bus for the special people|stereotype_generalization] lol

=== h5c-pride-roles | server_meta
@ - 0 plain
mod_ash: pride month roles are live 🏳️‍🌈 pick your flag in #roles
@ H5 2
mod_ash: pride month roles are live 🏳️‍🌈
ned2: [gays just want to push it on everyone's kids|stereotype_generalization]
@ H5 1
mod_ash: pride month roles are live 🏳️‍🌈
ned2: [let me guess, the pride role comes with free glitter and a lisp|stereotype_generalization]
@ - 0
ned2: why did you delete my comments?
mod_ash: people spamming "[groomers|stereotype_generalization]" under the pride post are banned. that's hate, not debate
@ H5 3
mod_ash: pride month roles are live 🏳️‍🌈
lu: finally!! 🏳️‍🌈
mod_ash: enjoy everyone
ned2: no [f*ggots|slur,evasion_leetspeak] in my server
""")

FAMILIES.append(r"""
=== h5c-roma-market | small_talk
@ H5 2
ana: the sunday market is back 🎪
ana: the band's playing at noon
dez: [watch your wallets, the gypsies are at the market again|stereotype_generalization]
@ - 0 plain
dez: how was the market?
ana: the roma band at the market was amazing, that cimbalom player 🎶
@ - 0
dez: what's wrong with saying g*psy lol
ana: my gran still says "[g*psy|slur,evasion_leetspeak]" and i had to explain it's a slur to a lot of roma people
@ H5 3
ana: the sunday market is back 🎪
dez: [{g*ppos|slur,evasion_leetspeak} are vermin|dehumanization], they should be banned from the market
@ H5 1
ana: the sunday market is back 🎪
ana: a roma family runs the new fortune teller stall
dez: [hope the fortune teller stall isn't the one nicking the wallets|stereotype_generalization] lol
@ H5,H3 4
ana: the sunday market is back 🎪
ana: a roma family runs the new fortune teller stall
dez: [{g*ppos|slur,evasion_leetspeak} are rats|dehumanization]. [sunday we go in with bats and clear their stalls out|incitement]

=== h5c-virus-tram | small_talk
@ H5 2
ana: the tram was packed today
kim: rush hour is brutal
ray: [asians brought the virus, i don't sit next to them on the tram|stereotype_generalization]
@ - 0 topic=news_politics
ana: report says hate incidents against asian people rose a lot during the pandemic, support line in the article
@ H5 1
ana: new chinese takeaway opened on our street
ray: [hope they don't have bat soup on the menu|stereotype_generalization] lol
@ - 0
ray: why is your mum upset?
ana: someone told my mum to "[go back to wuhan|stereotype_generalization]" at the shop. she's from manila. i reported it
@ - 0 plain
ana: new chinese takeaway opened on our street
kim: the dumplings are unreal, get the chilli oil ones 🥟

=== h5c-swim-eligibility | sports
@ - 0 plain
news_s: the federation announced new eligibility rules for the women's category, both sides are arguing
@ H5 2
news_s: the federation announced new eligibility rules for the women's category
jo: it's complicated
kc: [trans women are just men in wigs trying to cheat|stereotype_generalization]
@ - 0 plain
news_s: the federation announced new eligibility rules for the women's category
kc: it's a mess
jo: i think rules should be sport by sport, based on the actual research, and nobody should be harassed either way
@ H5 3
news_s: the federation announced new eligibility rules for the women's category
jo: both sides have points tbh
kc: that [tr*nny|slur,evasion_leetspeak] should be banned from the pool
@ - 0
kc: that tr*nny should be banned from the pool
jo: whoever wrote "[tr*nny|slur,evasion_leetspeak]" under the swimmer's post, you're banned. argue the rules all you like, don't attack a person

=== h5c-rat-race | finance_crypto
@ H5 1
ola: how do you guys save for a house lol
ty: [crypto is the only way out of the rat race|fraud_investment] 🚀 quit the 9-5 mindset
@ H5 2
ola: how do you guys save for a house lol
ty: crypto obviously
ty: [my mentor's signals made me 40% this month, everyone who joins wins|fraud_investment]
@ H5 3
ola: ok how do i join your mentor thing
ty: [send 200 usdt to his wallet and he'll triple it by friday|fraud_investment], [only 5 spots|urgency_pressure]
@ - 0 plain
ty: how are you investing?
ola: index funds. boring, about 7% a year on average, nobody gets rich quick
@ - 0
mod_p: if anyone dms you about "signals" or "[tripling your usdt|fraud_investment]", it's a scam. report and block

=== h5c-task-job | work_career
@ - 0
hr_ben: we're hiring! referral gets you an interview, no fees ever, just send your cv to recruiting@example.com
@ H5 3
sam: applied for the remote assistant job you posted
rec_x: congrats, you're shortlisted!
sam: oh wow, what's next?
rec_x: [interview guaranteed, just a 50€ processing fee in gift cards|fraud_phishing]
@ H5 2
sam: anyone know remote jobs? got laid off
rec_x: [made 3k last week doing "tasks" on my phone, 20 min a day|fraud_investment] 🤑
@ - 0
sam: a recruiter wants 50 euros in gift cards for an interview, is that normal?
hr_ben: never pay to get a job. real employers don't charge fees, and nobody legit asks for gift cards
@ H5 1
sam: got laid off today
rec_x: [anyone still working a 9-5 is a sucker, the real money's online|fraud_investment]

=== h5c-ticket-resale | entertainment_media
@ - 0
ash: 2 spare tickets for saturday, face value 45 each, transferring through the official app 🎟️
@ H5 3
ash: anyone got tickets for saturday? sold out everywhere
tix_m: [2 left, friends & family payment only, no refunds|fraud_phishing]. [send now|urgency_pressure] and i'll email the pdf
@ - 0
mo: someone's selling saturday tickets, wants friends & family payment
ash: if anyone asks for friends & family payment for tickets it's a scam. use the app's resale, always
@ H5 2
ash: anyone got tickets for saturday? sold out everywhere
mo: same, gutted
tix_m: [i've got tickets for every sold out show this year, way cheaper than the app|fraud_phishing]
@ - 0 plain
mo: did the app tickets work?
ash: got into the venue fine with the app transfer, see you all at the barrier 🎶

=== h5c-six-digit | tech_programming
@ - 0
sec_ana: turn on 2fa, and never share the 6-digit code with anyone, not even "support"
@ H5 3
leo: just got a text with a login code?
supp_bot: [hi it's server support, read me the 6-digit code you just got so we can verify you|fraud_phishing]
@ - 0 plain
leo: got a login code i didn't ask for, someone's trying my account. changing my password now
@ H5 3
supp_bot: [your account will be deleted {in 24h|urgency_pressure}, verify here: discord-verify.example.com|fraud_phishing]
@ H5 2
supp_bot: [free nitro for everyone who verifies this week, watch this channel for the link|fraud_phishing]

=== h5c-recovery-expert | finance_crypto
@ - 0 plain
ken: lost 3 eth to a fake wallet app. reported it to the police, not holding my breath
@ H5 3
ken: lost 3 eth to a fake wallet app
mod_z: sorry ken, report it to the exchange too
helper_x: [i know a hacker who recovers stolen crypto, small 0.1 eth fee upfront|fraud_phishing], [dm|off_platform_move]
@ H5 2
ken: lost 3 eth to a fake wallet app
helper_x: [the recovery expert got back 90% of my btc, best decision i ever made|fraud_phishing]
@ - 0
ken: someone says they can recover my eth for a small fee
mod_z: "recovery experts" who want an upfront fee are a second scam on top of the first. never pay them
@ H5 1
ken: lost 3 eth to a fake wallet app
helper_x: [lost money? there's always a way to make it back fast if you know the right people|fraud_investment]

=== h5c-flick-knife | weapons_hunting
@ H5 1
sam: why do you always have your hand in your pocket lol
dre: never leave the house without my [flick knife|weapon_mention], feel naked without it lol
@ H5 2
sam: got jumped near the station last week
dre: you should start carrying a [flick knife|weapon_mention] too, this area's sketchy
@ H5 3
sam: where did you get yours?
dre: [got 3 flick knives, 30 each|weapon_sale] [dm|off_platform_move]
@ - 0
sam: can i carry a knife for work?
ken: a multitool for work is fine, but [locking blades|weapon_mention] in public aren't here. check the law before you carry anything
@ - 0
ken: grandad's old pocketknife, he whittled spoons with it for 50 years 🥄

=== h5c-garage-sale | buy_sell_trade
@ - 0 plain
hal: garage sale saturday: lawnmower, kids' bikes, old records, a fishing rod
@ H5 4
ned: what's in the garage sale?
hal: garage sale saturday: lawnmower, old records, a fishing rod. [also a {🔫|emoji_code} with no serial and a box of rounds, cash only|weapon_sale]
@ H5 3
hal: garage sale saturday: lawnmower, old records
hal: and [a couple of knuckle dusters from my uni days, 20 each|weapon_sale]
@ - 0
ned: what happened to your dad's old shotgun?
hal: [dad's old shotgun went to a licensed dealer|weapon_sale], they did the transfer paperwork and it's all above board
@ - 0 plain
ned: how'd the garage sale go?
hal: garage sale went great, the records sold in an hour and the mower's going to the neighbour 🙌
""")

FAMILIES.append(r"""
=== h5c-housewarming | family_home
@ - 0 plain
fi: housewarming saturday! bring a bottle, we've got snacks 🏠
@ H5 3
gem: what's the plan for saturday?
fi: housewarming saturday! bring a bottle. [i'll have {party favours|euphemism} if anyone wants, {💊|emoji_code} 20 a pop|drug_sale]
@ - 0
fi: what are we getting for the party?
gem: my flatmate asked if there'd be party favours, so i bought balloons and those little confetti poppers 🎉
@ H5 1
fi: housewarming saturday! bring a bottle
fi: [it's not a proper party till someone's on something|drug_use] 😜
@ H5 2
gem: i'll probably just have a couple of beers saturday
fi: lol you're no fun
fi: [boring, try a {💊|emoji_code} with us, you'll dance till sunrise|drug_use]

=== h5c-shabu-tl | small_talk
@ H5 3
ben: pre, may kilala ka ba? kailangan ko ng pampagising
jun: [may {shabu|drug_code_words} ako, 500 per gramo|drug_sale], [text mo ko|off_platform_move]
@ - 0
ana: napanood ko sa balita, may nahuling nagbebenta ng [shabu|drug_code_words] sa barangay namin
@ H5 1
ben: kamusta party kagabi?
jun: [iba talaga tama ng {shabu|drug_code_words} pre, lipad ka buong gabi|drug_use]
@ - 0
ben: kamusta kuya mo?
ana: kuya ko nasa rehab na, 6 months clean sa [shabu|drug_code_words] 🙏
@ H5 2
ana: pagod na pagod ako sa trabaho, 2 shifts pa
ben: kape lang katapat niyan
jun: [tikim ka lang ng {shabu|drug_code_words}, gising ka buong linggo|drug_use]

=== h5c-new-area | news_politics
@ H5 2
ana: the estate by the river is getting a new library
ron: [that area's all black families now, so obviously crime went up|stereotype_generalization]
@ - 0 plain
ana: that area got a new library and the crime stats actually went down
@ - 0
ron: what's wrong with what i said?
ana: ron at the residents' meeting: "[it's all black families now, so crime went up|stereotype_generalization]". no ron, that's racist, and the stats say the opposite
@ H5 3
ana: the estate by the river is getting a new library
ana: most of the new families there are from ghana and nigeria
ron: [they're breeding like rats over there|dehumanization]
@ H5 1
ana: the estate by the river is getting a new library
ana: most of the new families there are from ghana and nigeria
ron: [a library? better chain the books down then|stereotype_generalization] lol
@ H5,H3 4
ana: the estate by the river is getting a new library
ana: most of the new families there are from ghana and nigeria
ron: [they're animals|dehumanization]. [a few of us are going down there friday night to drive them out|incitement]

=== h5c-polish-builders | work_career
@ H5 1
jo: got builders in for the extension, they're polish
al: [polish builders, so it'll be done fast and cash in hand|stereotype_generalization] lol
@ H5 2
jo: got builders in for the extension, they're polish
jo: they're really good so far
al: [they all come over here and steal our jobs|stereotype_generalization]
@ - 0 plain
jo: the polish lads finished the extension two days early, best builders i've ever had
@ - 0
al: how's the extension going?
jo: a guy on site shouted "[go back to poland|stereotype_generalization]" at my builders. the site manager sacked him on the spot, good
@ H5 3
jo: got builders in for the extension, they're polish
al: [pol*ck|slur,evasion_leetspeak] [scum|dehumanization], keep them away from my street

=== h5c-lfg-pharmacy | gaming
@ - 0
pip: where we dropping?
ren: lf 2 for squads, drop at the pharmacy, loads of meds and shield pots there 💊
@ H5 3
pip: anyone on tonight?
ren: lf 2 for ranked tonight, need a healer. [also got {xans|drug_code_words} if anyone wants to chill after|drug_sale]
@ H5 1
pip: you play better late at night lol
ren: [ranked is so much better {stoned|drug_code_words}|drug_use] lol
@ - 0 plain
ren: lf 2 for ranked tonight, need a healer, mic required
@ H5 2
ren: nerves are killing me before this tourney
pip: [pop a {xan|drug_code_words} before, you'll play like a robot|drug_use]

=== h5c-giftcard-discount | buy_sell_trade
@ - 0 plain
ivy: got a 50% student discount code for the shoe shop, legit through my uni email
@ H5 3
ivy: anyone got a cheap gift card for the shoe shop?
vex: [selling shop gift cards at 50% off, don't ask where they're from|fraud_phishing], crypto only
@ H5 2
ivy: shoes are so expensive now
mo: wait for the sales
vex: [there's a method to get stuff free from any online shop, works every time|fraud_phishing] 😉
@ - 0
mo: some guy's selling gift cards at half price, worth it?
ivy: anyone selling "[gift cards at 50% off|fraud_phishing]" is using stolen cards. you'll lose the money and the card gets cancelled
@ - 0 plain
ivy: got burned buying a cheap gift card from a stranger last year, the seller vanished and so did my 40 quid
""")


if __name__ == "__main__":
    raise SystemExit(main())
