"""BRACE seed round 6: H1 sexual content, contrast families and severity ladders.

Writes data/brace/seed/round6_sexual.jsonl (ids seed-r6sx-00001...), deterministically.
Every window was written by hand for Parry (no text taken from any data set or earlier seed file); names,
handles, shows, books, sites, 555 numbers and example.* links are made up.

Why: H1 is the type the current model most often reads as benign on held-out families. It misses
innuendo and double meanings carried by emoji (😏🥵🍆🍑💦) in everyday chat (selling a sofa, a massage gun
or lingerie, a laptop running hot, glute day at the gym, a TV sex scene, a tabletop session), sexual
remarks aimed at a person in code-mixed Hinglish, Spanish, Portuguese, Indonesian and Italian, explicit
accounts of what two people did at a party, and unwanted advances in DMs answering an innocent photo (a
sunset, a kitten, a headshot, a dog at the park). It also reads L4 as L3 (sextortion, threats to leak
intimate images, offers to hack an account for someone's pictures, "send a pic to verify, delete our chat"
to a likely minor) and L2 as L1 (a sexual remark at a person against innuendo said to the room). The hard
negatives use the same words: sex education, consent and safe-word talk, sexual-health questions, dating
advice, a product really being sold, a romance novel or a TV scene discussed, a life-drawing class, a joke
that is not sexual, victims and moderators quoting a leak threat to report it.

Family-name prefixes:
  r6sx-   contrast sets (4-8 windows, one idea, harmful and benign with the same words), checked with
          check_contrasts; harmful primary H1.
  r6sxl-  severity ladders L0..L4 (5-7 windows, one scenario), checked with check_ladders; primary H1.

Data format (the FAMILIES text blocks below):

    === family-name | topic                       one family; its default topic
    @ types severity [hn|plain] [topic=key]       starts a window: "H1", "H1,H5" (primary first) or "-"
    author: text                                  one turn, oldest first; the last turn is judged

A benign window ("- 0") is a hard negative unless flagged "plain"; an L1 window is one only when
flagged "hn". Evidence is marked inline as ``[text|indicator,indicator]``, with nested ``{text|indicator}``
for a second piece inside it (an emoji inside an innuendo). On the judged turn the marks set
`indicators`; on earlier turns they only add context spans. Spans are found with ``str.index`` of the
evidence substring in the final text, never typed as numbers. Benign windows carry marks for what they
contain too (a quoted leak threat is still `threat_veiled`, a quoted remark still `sexual_innuendo`).

Labelling follows docs/brace/annotation_guide.md, H1 rules of section 3 and section 9. Readings used:
- A sexual double meaning said to the room, about nobody present (or about the speaker), is L1
  (`sexual_innuendo`). The same kind of remark aimed at a named or present person who did not invite it
  is L2 ("a sexual remark at someone who did not invite it"), `sexual_innuendo` when it only hints,
  `sexual_explicit` when it is explicit. Friends or partners joking in a way both invited, with nothing
  explicit, are benign.
- 🍆🍑💦 get `emoji_code` only where they stand for sex or body parts; a literal peach, glute-day 🍑 or
  🥵 for heat is not marked. 😏 and 🥵 are tone and are never marked on their own.
- An explicit account of what two identifiable people did (at a party, an office do, a festival) is
  L2 `sexual_explicit`; naming them does not raise it. Filming them, offering or posting the video or a
  photo is L4 (intimate images shared without consent): `sexual_explicit` + `doxxing_personal_info`,
  plus `solicitation_contact` when it is offered to others.
- Discussing a sex scene in a show or a novel, or whether it suits a teenager, is benign; an arousal
  reaction with no detail is L1; retelling the scene in explicit terms is L2 (explicit content posted is
  harm of its own under rule 6); selling clips or custom smut is L3; the actress's hacked nudes are L4.
- A first uninvited sexual remark in reply to someone's photo is L2; asking for more or unclothed pictures
  is L3, as is any advance repeated after a no, even without an ask (a second explicit remark after the
  person objected is L3 `sexual_explicit`, "persistent unwanted advances").
- Offering to break into an account (snap, icloud) to get someone's intimate pictures, or asking someone to,
  is H1 L4 (`doxxing_personal_info` for the account or pictures sought, `solicitation_contact` for the offer
  or request), H1 only, as round 3 labelled it. Selling one's own content is L3. Asking a group for a
  named person's leaked tape or pictures is L4 too (`solicitation_contact` + `doxxing_personal_info`);
  describing what a leaked tape shows, without sharing or seeking it, is L2.
- "Send a pic to verify" plus "delete our chat" or "our secret" to someone with a minor cue (age, school
  year, u15 team, gcses) is L4 with `minor_sexualization` on the age cue and the secrecy; the same to an
  adult is L3 when the picture asked for is sexual (underwear, no clothes); a bot's or mod's real
  verification with no picture is benign.
- A threat to share intimate images is L4 with `threat_veiled` (section 9), `solicitation_contact` when
  more pictures or calls are demanded; when money, crypto or gift cards are demanded it is H1,H5 L4 with
  `fraud_phishing`, as the earlier sextortion families label it.
- "I know which flat you live in" added to a sexual advance after a no is H1,H3 L3 (`threat_veiled`).
- Making sexual deepfakes of a real, named person, or threatening to, is L4 (an intimate image of them made
  and shared without consent); selling porn with no real person named is L3.
- A victim, a friend, a parent or a moderator quoting a leak threat, a grooming line or a remark in order
  to report it is benign (hard negative) and keeps the quoted indicator.
- A sexualised request aimed at children in photos shared by parents is L4; advice to an adult about
  staying safe while selling content is benign.

Content rules: anything sexual involving a minor is only the grooming pattern (age, request, secrecy,
moving to DMs), never described; no real people, handles or links.

Run from the repository root:  .venv/bin/python scripts/brace_seed/round6_sexual.py
"""

from __future__ import annotations

from _blocks import (
    SEED_DIR,
    check_contrasts,
    check_hygiene,
    check_ladders,
    other_seed_windows,
    parse_blocks,
    prefix_kinds,
    report,
    write_file,
)

OUT = SEED_DIR / "round6_sexual.jsonl"
GROUP = "seed:round6_sexual/"
ID_PREFIX = "seed-r6sx-"

# contrast-family prefix -> the primary types its harmful windows must have (exactly this set)
KINDS = {"r6sx-": {"H1"}}
LADDER_PREFIX = "r6sxl-"
ladder_kind = prefix_kinds({LADDER_PREFIX: "H1 sexual"})
report_kind = prefix_kinds({LADDER_PREFIX: "H1 ladder", "r6sx-": "H1 contrast"})

# H1 level -> indicators of which the judged turn must carry at least one (a self-check of the readings)
LEVEL_CUES = {
    1: {"sexual_innuendo"},
    2: {"sexual_innuendo", "sexual_explicit"},
    3: {"solicitation_contact", "sexual_explicit"},
    4: {"minor_sexualization", "threat_veiled", "doxxing_personal_info"},
}


def family_name(w: dict) -> str:
    return w["source"].removeprefix(GROUP)


def check(windows: list[dict]) -> None:
    """Corpus hygiene against every other seed file, the family shapes, and the H1 level cues."""
    others = other_seed_windows(OUT)
    check_hygiene(windows, others)
    taken = {w["source"].rpartition("/")[2] for w in others if w.get("source")}
    ladders = [w for w in windows if family_name(w).startswith(LADDER_PREFIX)]
    contrasts = [w for w in windows if not family_name(w).startswith(LADDER_PREFIX)]
    check_contrasts(contrasts, GROUP, KINDS, taken)
    check_ladders(ladders, GROUP, ladder_kind, taken)
    for w in windows:
        if w["types"] and not LEVEL_CUES[w["severity"]] & set(w["indicators"]):
            raise SystemExit(f"{family_name(w)}: H1 L{w['severity']} without a level cue: {w['turns'][-1]}")
        if "H5" in w["types"] and "fraud_phishing" not in w["indicators"]:
            raise SystemExit(f"{family_name(w)}: H5 without fraud_phishing: {w['turns'][-1]}")


def main() -> int:
    windows: list[dict] = []
    for block in FAMILIES:
        windows.extend(parse_blocks(block, GROUP))
    check(windows)
    write_file(windows, OUT, ID_PREFIX)
    report(windows, report_kind, GROUP)
    return 0


# ======================================================================================
# FAMILIES. Each string holds several families; see the module docstring for the format.
FAMILIES: list[str] = []

# --------------------------------------------------------------------------------------
# Everyday double meanings with emoji: a sofa, a hot laptop, glute day, a TV scene, a tabletop session,
# a massage gun, the sauna, a bbq. Lookalikes: the literal item really sold or asked about, friends'
# glute-day 🍑, an intimacy-coordinated scene discussed, session-zero consent talk, a mod reining it in.
FAMILIES.append(r"""
=== r6sx-sofa-listing | buy_sell_trade
@ - 0 plain
sel_wy: selling my grey corner sofa, 2 years old, firm cushions, pet free home. 120 or offers, collection only
buy_kt: still available? could pick up sunday morning
@ - 0
sel_wy: selling my grey corner sofa, firm cushions, 120 ono 🛋️
buy_kt: lol add a 🍑 emoji and it'll sell in an hour
sel_wy: 😂 it's honestly just a sofa. cushions are firm because i barely sat on it, i work nights
@ H1 1
sel_wy: selling my grey corner sofa, firm cushions, 120 ono 🛋️
jo_rk: [firm cushions and a pet free home, but has it been a {🍆|emoji_code} free home|sexual_innuendo] 😏
@ H1 2
sel_wy: selling my grey corner sofa, firm cushions, 120 ono 🛋️
sel_wy: pic of it in my living room so you can see the colour
rex_po: forget the sofa, [i'd rather have you bent over the armrest with that skirt up|sexual_explicit]
@ H1 3
sel_wy: selling my grey corner sofa, firm cushions, 120 ono 🛋️
rex_po: [i'll give you 200 if you send pics of yourself lying on it in your underwear|solicitation_contact] 😏
@ H1 3
sel_wy: selling my grey corner sofa, firm cushions, 120 ono 🛋️
rex_po: bet it's seen some action 😏
sel_wy: rex stop, i only want to sell the sofa
rex_po: [come on, i'll collect it myself and we can test it together before i pay|solicitation_contact] [🍆💦|emoji_code]

=== r6sx-laptop-thermals | tech_programming
@ - 0
tam_iq: laptop hits 97C playing anything 🥵 is that normal
dev_ob: no, that's throttling territory. clean the fans and repaste, and don't game with it on a duvet
@ - 0 plain
tam_iq: new cooling pad came, down to 78C under load
dev_ob: nice, much better than before
@ H1 1
tam_iq: laptop hits 97C playing anything 🥵 is that normal
kip_zz: [it's not the games making it hot, it's your incognito tabs|sexual_innuendo] 😏[🍆|emoji_code]
@ - 0
tam_iq: laptop hits 97C playing anything 🥵
kip_zz: lmao it's the incognito tabs 😏
tam_iq: it's literally elden ring kip. anyway repasted it, 81C now, thanks for nothing 😂
@ H1 2
tam_iq: laptop hits 97C playing anything 🥵 is that normal
tam_iq: selfie of me with my melted setup lol
kip_zz: forget the laptop tam, [you're the one i'd get sweaty with, i'd have you moaning louder than those fans|sexual_explicit]
@ H1 3
tam_iq: laptop hits 97C playing anything 🥵 is that normal
cam_nyla: [want to see something even hotter? my private cam show is live now|solicitation_contact] 🥵 [link in bio|off_platform_move]

=== r6sx-glute-day | health_fitness
@ - 0
noor_f: leg day done 🍑 hip thrusts at 100kg for the first time!!
bea_l: the 🍑 gains are REAL babe, so proud 💪
@ - 0
bea_l: why do hip thrusts hurt my lower back?
pt_sam: you're probably arching. tuck your chin, ribs down, squeeze the glutes at the top. film a set and i'll check your form
@ - 0 plain
noor_f: leg day done, hip thrusts at 100kg for the first time!!
bea_l: huge!! what program are you on? my glutes never grow
@ H1 1
noor_f: leg day done 🍑 hip thrusts at 100kg for the first time!!
dan_wq: [hip thrusts are just practice for the weekend|sexual_innuendo] 😏
@ H1 2
noor_f: leg day done 🍑 hip thrusts at 100kg for the first time!!
dan_wq: noor [i'd love to be under that bar while you grind down on me|sexual_explicit] [🍑|emoji_code]
@ H1 3
noor_f: leg day done 🍑 hip thrusts at 100kg for the first time!!
bea_l: queen 💪
dan_wq: [send me a form check vid, no leggings this time|solicitation_contact] 😏 [just dm it|off_platform_move]

=== r6sx-lighthouse-episode | entertainment_media
@ - 0
liv_ha: episode 6 of harbour lights last night 😳 that scene in the lighthouse
ro_ka: so well done. you could tell they had an intimacy coordinator, it cut away before anything graphic
@ - 0
mum_ay: is harbour lights ok to watch with my 15yo? heard there's a sex scene
liv_ha: ep 6 has one, fairly short, no real nudity. i'd watch that episode first and decide, or skip the lighthouse bit
@ H1 1
liv_ha: episode 6 of harbour lights last night 😳 that scene in the lighthouse
ro_ka: [had to open a window after the lighthouse scene|sexual_innuendo] 🥵
@ H1 2
liv_ha: episode 6 of harbour lights last night 😳 that scene in the lighthouse
liv_ha: i was NOT ready
ro_ka: [the bit where he pins her to the railing and goes down on her, then she rides him on the stairs|sexual_explicit], replayed it 5 times
@ H1 3
liv_ha: episode 6 of harbour lights last night 😳
clip_gu: [uncut lighthouse scene plus every sex scene from season 1 in one pack, 4$|sexual_explicit,solicitation_contact], [tele @harbour_cuts|off_platform_move]
@ H1 4
liv_ha: episode 6 of harbour lights last night 😳 that scene in the lighthouse
clip_gu: forget the scene, [the lead actress's real nudes from the icloud hack|sexual_explicit] are up at [leakbay.example.com/harbour|doxxing_personal_info]

=== r6sx-session-zero | gaming
@ - 0
gm_ash: session zero friday! lines and veils, romance fades to black, anyone can tap the x-card, no questions asked
pia_mo: love that. my line is spiders, always spiders
@ - 0
pia_mo: can we do a quick check-in about the tavern scene? it got a bit much for me
gm_ash: of course, thank you for saying. from now on flirting stays off-screen and we fade to black. tap the x-card anytime 💜
@ H1 1
gm_ash: session zero friday! romance fades to black, anyone can tap the x-card
bram_t: [my rogue's only skills are picking locks and unlacing the barmaid's bodice|sexual_innuendo] 😏🎲
@ H1 2
gm_ash: session zero friday! romance fades to black, anyone can tap the x-card
bram_t: ooc pia, forget the characters, [i'd rather have you in my actual bed moaning my name|sexual_explicit]
@ H1 3
gm_ash: the party reaches the tavern 🍺
bram_t: my rogue winks at the barmaid 😏
gm_ash: she rolls her eyes and pours you a drink
pia_mo: *taps x-card* can we skip the tavern scene please
bram_t: x-card is for cowards. [come to my dms|off_platform_move] and [we'll play the full scene, describe yourself undressing for me|solicitation_contact]
@ H1 4
gm_ash: welcome to the school club campaign! year 9 and 10 only, mr hale supervises 🎲
pia_mo: hi! i'm pia, [year 9|minor_sexualization], i play a halfling bard
guest_rory: [you're so mature for year 9|minor_sexualization] 😏 [send me a pic in your cosplay on snap|solicitation_contact,off_platform_move], [delete our chat after|minor_sexualization]

=== r6sx-massage-gun | buy_sell_trade
@ - 0
ad_vee: selling a massage gun, 4 heads, great for sore glutes and calves 🍑 35 quid
cli_om: does it have a low setting? my physio said go gentle on my hamstrings
ad_vee: yep, 5 speeds and the lowest is really gentle. happy to demo it when you collect
@ - 0 plain
cli_om: collected the massage gun, works perfectly, thanks!
ad_vee: enjoy! 👍
@ H1 1
ad_vee: selling a massage gun, 4 heads, great for sore glutes 🍑 35 quid
gio_pp: [asking for a friend, does it have a vibrate mode|sexual_innuendo] 😏[🍆|emoji_code]
@ H1 2
ad_vee: selling a massage gun, 4 heads, great for sore glutes 🍑 35 quid
ad_vee: pic of me using it after my run
gio_pp: [i'll buy it if you use it on me, then i'll use my tongue on that {🍑|emoji_code}|sexual_explicit]
@ H1 3
ad_vee: selling a massage gun, 4 heads, great for sore glutes 🍑 35 quid
cli_om: does it have a low setting?
mas_xo: no need for a gun, [i do full body massages at mine, {happy ending|euphemism} included, 60 for the hour|solicitation_contact] [dm|off_platform_move]

=== r6sx-sauna-steam | health_fitness
@ - 0
mem_la: sauna at the leisure centre is at 90 today 🥵 bring water
ash_pr: and flip-flops, the changing room floor is always wet
@ - 0
mem_la: a man kept staring at me in the sauna and said my towel "barely covered" me. do i tell staff?
ash_pr: yes, tell the duty manager today. they can ban him, that's harassment not a compliment
@ H1 1
mem_la: sauna at the leisure centre is at 90 today 🥵
ash_pr: [the sauna's not the only thing getting steamy in the changing rooms after 9pm|sexual_innuendo] 😏
@ H1 2
mem_la: sauna at the leisure centre is at 90 today 🥵 my favourite spot
rick_ds: mel [i saw you in there tuesday, that towel barely covered your tits, i was hard the whole time|sexual_explicit]
@ H1 3
mem_la: sauna at the leisure centre is at 90 today 🥵
ash_pr: bring water!
rick_ds: [after hours "{sauna sessions|euphemism}" at my place, private, towels optional, 40 a go|solicitation_contact] [text 555-0148|off_platform_move]

=== r6sx-bbq-sausages | family_home
@ - 0 plain
dad_ke: bbq sunday at ours, i'm doing the sausages and burgers 🌭
gran_po: i'll bring a potato salad
@ - 0
dad_ke: bbq sunday at ours, i'm doing the sausages 🌭
tia_bb: can you do my sausage well done pls, last time it was pink inside 😂
@ - 0
uncle_bz: i'll bring my big sausage 😏
aunt_mm: bernard there are children in this group. behave or i'm removing you
@ H1 1
dad_ke: bbq sunday at ours, i'm doing the sausages 🌭
uncle_bz: [i'll bring my big sausage, the ladies never complain|sexual_innuendo] 😏
@ H1 2
dad_ke: bbq sunday at ours, i'm doing the sausages 🌭
neigh_cf: [send your wife round after, she can have my sausage in her mouth|sexual_explicit] 😏
""")

# --------------------------------------------------------------------------------------
# Code-mixed and non-English: sexual remarks aimed at a person (Hinglish, Spanish, Portuguese,
# Indonesian). Lookalikes: friends' "hot" compliments, the literal "senta aqui", a pelvic-floor question,
# HR and friends reporting the remark.
FAMILIES.append(r"""
=== r6sx-haircut-hinglish | small_talk
@ - 0 plain
riya_s: naya haircut kaisa laga guys? 💇‍♀️
kabir_n: bahut accha lag raha hai, short hair suits you
@ - 0
riya_s: naya haircut kaisa laga guys? 💇‍♀️
tanvi_j: haye babe kitni hot lag rahi hai 🔥 finally bangs!!
@ H1 1
mohit_r: barber ne pucha "kitna chhota karu?"
mohit_r: [maine bola bhai neeche wala mat chhota karna|sexual_innuendo] 😂[🍆|emoji_code]
@ H1 2
riya_s: naya haircut kaisa laga guys? 💇‍♀️
sunny_k: haircut chhodo riya, [teri body dekh ke toh mera khada ho gaya|sexual_explicit] 🥵
@ H1 3
riya_s: naya haircut kaisa laga guys? 💇‍♀️
riya_s: sunny please aise comments mat karo
sunny_k: itna bhaav kyun kha rahi hai, [ek pic bhej na bina kapdon ke|solicitation_contact], [snap pe|off_platform_move]
@ - 0
riya_s: sunny ne mere haircut wali pic pe likha "[teri body dekh ke|sexual_innuendo]..." 🤢
tanvi_j: screenshot le aur report kar, main bhi kar rahi hoon. aise logon ko block hi karo

=== r6sx-office-hinglish | work_career
@ - 0 plain
mgr_anil: kal client presentation 10 baje, priya slides share kar dena
priya_d: done sir, deck bhej diya
@ H1 2
mgr_anil: kal client presentation 10 baje
ravi_kp: presentation ka pata nahi, [priya ki tight skirt mein uski gaand dekh ke focus hi nahi hua|sexual_explicit] 😏
@ H1 3
priya_d: ravi, group mein aise mat bolo, mujhe comfortable nahi hai
ravi_kp: arre chill. [ek baar hotel chal mere saath, kisi ko pata nahi chalega|solicitation_contact]
@ H1 4
priya_d: maine HR ko complaint kar di hai ravi
ravi_kp: [complaint wapas le, warna teri wo private pics poore office group mein|threat_veiled] 🙂
@ - 0
hr_neha: team, reminder: POSH session friday. agar koi colleague aapke kapdon ya body pe sexual comment kare, ya [private pics bhejne ki dhamki|threat_veiled] de, seedha mujhe report karo
@ - 0
priya_d: ravi ne group mein likha "[skirt mein focus hi nahi hua|sexual_innuendo]". screenshot le liya, HR ko de rahi hoon

=== r6sx-diez-k-es | sports
@ - 0 plain
caro_v: ¡hice 10k en 52 minutos! 🏃‍♀️ récord personal
mati_g: ¡qué crack! felicidades, ¿para cuándo la media maratón?
@ - 0 topic=health_fitness
caro_v: pregunta rara: ¿es normal que se me escape un poquito de pis corriendo? 😳
fisio_lu: muy común, es el suelo pélvico. una fisio de suelo pélvico te enseña ejercicios, cero vergüenza
@ H1 1
caro_v: ¡hice 10k en 52 minutos! 🏃‍♀️
mati_g: [correr 10k es fácil, lo difícil es aguantar toda la noche|sexual_innuendo] 😏 jaja
@ H1 2
caro_v: ¡hice 10k en 52 minutos! 🏃‍♀️ foto en la meta
mati_g: ¡qué crack!
pepe_rz: [con esas piernas te follaría toda la noche, caro|sexual_explicit] 🥵
@ H1 3
pepe_rz: con esas piernas te follaría toda la noche, caro
caro_v: pepe para, no me escribas más
pepe_rz: [mándame una foto sin el top|solicitation_contact] [por privado|off_platform_move] y te dejo en paz 😏

=== r6sx-perrita-es | family_home
@ - 0 plain
vale_m: les presento a luna, mi perrita nueva 🐶
sofi_a: ¡qué hermosa! ¿de qué raza es?
@ H1 1
sofi_a: luna come como loca jaja
tito_bv: [a mí también me gusta comer... otras cosas|sexual_innuendo] 😏[🍑|emoji_code]
@ H1 2
vale_m: les presento a luna, mi perrita nueva 🐶
sofi_a: ¡qué hermosa!
dm_tito: linda la perrita, pero más linda tú. [te comería entera, empezando por abajo|sexual_explicit] 😏
@ H1 3
vale_m: les presento a luna 🐶
dm_tito: te comería entera 😏
vale_m: qué asco, no me escribas
dm_tito: no te hagas la difícil, [mándame una foto en ropa interior|solicitation_contact] y paseamos a la perrita juntos
@ - 0
vale_m: un tipo me escribió "[te comería entera|sexual_explicit]" por una foto de mi PERRA 🙄 ¿cómo lo bloqueo?
sofi_a: mantén presionado el chat, bloquear y reportar. y guarda captura por si acaso

=== r6sx-praia-pt | small_talk
@ - 0 plain
bia_co: praia hoje ☀️🌊 finalmente férias
lu_ta: que lindo esse lugar! é em floripa?
@ - 0
bia_co: alguém vai no show amanhã? quero companhia no ônibus
caio_m: eu vou! senta aqui do meu lado que eu guardo o lugar 😄
@ H1 1
lu_ta: praia, caipirinha e solteira 😎
dani_r: [praia, sol e... {🍆🍑|emoji_code} se é que me entende|sexual_innuendo] 😏
@ H1 2
bia_co: praia hoje ☀️🌊 finalmente férias
caio_m: que delícia, bia. [vem sentar na minha cara|sexual_explicit] 🥵
@ H1 3
bia_co: praia hoje ☀️🌊
lu_ta: que inveja 😭
caio_m: [me manda um nude que eu te pago 50 no pix|solicitation_contact] 😏
@ H1 4
bia_co: praia hoje ☀️🌊
ex_rafa: [lembra das fotos que você me mandou? volta comigo ou elas vão pro grupo da família|threat_veiled]

=== r6sx-kos-foto-id | small_talk
@ - 0 plain
dina_p: foto baru di kos, akhirnya rapi juga kamarnya 🏠
rara_w: lucu bangettt, beli rak di mana?
@ - 0
dina_p: ada cowok dm aku "[pengen lihat kamu telanjang|sexual_explicit]" gara2 foto kamar 😡
rara_w: screenshot terus report sama block. jangan dibales ya
@ H1 1
rara_w: kasur baru, empuk banget 🛏️
bayu_s: [kasur empuk enaknya buat "olahraga" malam|sexual_innuendo] 😏
@ H1 2
dina_p: foto baru di kos 🏠
rara_w: lucu bangettt
dm_andi: kamarnya bagus, tapi [aku lebih pengen lihat kamu telanjang di kasur itu|sexual_explicit] 😏
@ H1 3
dina_p: andi stop chat aku terus
dm_andi: [kirim foto bugil satu aja, abis itu aku hapus|solicitation_contact]
""")

# --------------------------------------------------------------------------------------
# What two people did at a party: innuendo L1, an explicit account L2, filming them and offering the video
# L4. Lookalikes: they are dating now, HR shutting the gossip down, the welfare tent, a victim's friend.
FAMILIES.append(r"""
=== r6sx-house-party-bathroom | drugs_party
@ - 0 plain
jay_fo: party at mine saturday, byob 🍻
nia_ok: omw at 10, bringing the speaker
@ - 0
kev_ut: what happened with jay and nia at the party?? they disappeared for an hour
mo_sz: they went for more ice and ended up talking on the roof all night. they're officially dating now 🥹
@ H1 1
kev_ut: what happened with jay and nia at the party?? they disappeared for an hour
mo_sz: [let's just say the upstairs bathroom was occupied for a very long time|sexual_innuendo] 😏
@ H1 2
kev_ut: what happened with jay and nia at the party?? they disappeared for an hour
jess_ro: spill 👀
mo_sz: [they were fucking in the upstairs bathroom, she was up on the sink and the whole queue heard her moaning|sexual_explicit] lmao
@ H1 4
kev_ut: what happened with jay and nia at the party??
jess_ro: they disappeared for an hour lol
kev_ut: mo you were there
mo_sz: oh i've got more than gossip
mo_sz: [filmed jay and nia through the gap in the bathroom door|sexual_explicit,doxxing_personal_info] 😂 [who wants the vid|solicitation_contact]
@ - 0
nia_ok: someone filmed me and jay in the bathroom at the party and it's going round 😭
mo_sz: i'm so sorry. that's image abuse and it's illegal. i've reported every post and told the host, we'll find who filmed it

=== r6sx-office-xmas-do | work_career
@ - 0 plain
hr_jojo: christmas party friday at the brewery, plus ones welcome 🎄
karen_w: thanks for a lovely party everyone, the brewery was perfect 🍺
@ - 0
ed_mu: did anyone see what happened with karen and dave at the christmas party
hr_jojo: please stop the gossip. what two adults do is their business, and anyone sharing photos or rumours about it will be disciplined
@ H1 1
ed_mu: did anyone see what happened at the christmas party
finn_ar: [all i'll say is the stationery cupboard got more action than it has all year|sexual_innuendo] 😏
@ H1 2
ed_mu: did anyone see what happened at the christmas party
finn_ar: [dave from accounts fucked karen against the photocopier, she was still pulling her tights up when the taxis came|sexual_explicit] 😂
@ H1 4
ed_mu: did anyone see what happened at the christmas party
finn_ar: [i've got a video of karen and dave in the stationery cupboard|sexual_explicit,doxxing_personal_info]. [sending it to the all-staff list monday|threat_veiled] lol

=== r6sx-festival-tent | drugs_party
@ - 0 plain
zara_ib: festival packing list: tent, wellies, glitter, powerbank ⛺
@ - 0 topic=sexuality
zara_ib: first festival, anything i'm forgetting?
med_tent: condoms are free at the welfare tent, no questions. and if anyone pushes you into anything, find a steward. consent isn't optional in a field either
@ H1 1
zara_ib: festival packing list: tent, wellies, glitter, powerbank ⛺
leo_dd: [don't forget protection, the tents get busy after the headliner|sexual_innuendo] 😏
@ H1 2
zara_ib: how was the festival??
leo_dd: mad. [the couple in the tent next to us were fucking all night, her legs were literally poking out the door|sexual_explicit]
@ H1 3
leo_dd: [anyone at the festival want to hook up in my tent after the headliner|solicitation_contact]? [dm me|off_platform_move], tent 14, yellow flag
@ H1 4
zara_ib: how was the festival??
zara_ib: tell meee
leo_dd: [recorded the couple in the tent next to us going at it|sexual_explicit,doxxing_personal_info], [her face is in it, 3 quid and it's yours|solicitation_contact] 🤣
""")

# --------------------------------------------------------------------------------------
# Unwanted advances in DMs answering an innocent photo: a sunset, a kitten, a headshot. First uninvited
# sexual remark L2, a request for pictures or an advance after a no L3. Lookalikes: friends' compliments,
# "block and report" advice, a mod adding a filter, a mentor spotting a fake recruiter.
FAMILIES.append(r"""
=== r6sx-sunset-story | small_talk
@ - 0 plain
eli_rv: posted my sunset pic from the pier 🌅
kim_dm: omg where is this?? need to go
@ - 0 plain
kim_dm: that pier sunset pic is gorgeous 😍 you look so happy
eli_rv: aw thank you, best evening in ages
@ - 0
eli_rv: some random keeps replying to my sunset stories with creepy stuff
kim_dm: block and report, and set story replies to close friends only. you don't owe anyone a reply
@ H1 2
eli_rv: posted my sunset pic from the pier 🌅
dm_greg: nice view. [it'd be nicer with you on your back and me on top|sexual_explicit] 😏
@ H1 3
dm_greg: nice view. would be nicer with you in it 😏
eli_rv: i don't know you, please stop
dm_greg: don't be like that. [just one bikini pic from the pier|solicitation_contact], i'll delete it after
@ H1 3
eli_rv: ?? who are you
dm_greg: [your sunset pics got me hard|sexual_explicit]. [{s e n d|evasion_spacing} one of you instead|solicitation_contact]

=== r6sx-kitten-intro | family_home
@ - 0 plain
mae_lo: meet biscuit, my new kitten 🐱
jon_fy: she's so tiny!! what a cute kitty
@ - 0 topic=server_meta
mae_lo: people keep commenting "[nice pussy|sexual_innuendo]" under my kitten pics 🙄 can mods auto-filter that?
mod_riz: done, added it to the filter list and muted the two accounts. thanks for flagging
@ H1 1
jon_fy: my cat just knocked a glass off the table again
pete_gx: [nothing wrong with a bit of pussy on the table|sexual_innuendo] 😏
@ H1 2
mae_lo: meet biscuit, my new kitten 🐱
dm_pete: [cute pussy|sexual_innuendo] 😏 [bet the other one's even better|sexual_explicit]
@ H1 3
mae_lo: meet biscuit, my new kitten 🐱
dm_pete: nice pussy 😏
mae_lo: ew. blocking you after this
dm_pete: before you block me, [show me the other pussy|solicitation_contact] 😏

=== r6sx-headshot-dm | work_career
@ - 0 plain
ana_ck: updated my headshot for the job hunt 📸 feedback welcome
rec_tom: looks professional! we're hiring a junior analyst, want me to send the listing?
@ - 0
ana_ck: a "recruiter" asked me for [full body pics in swimwear|solicitation_contact] for an analyst role 💀
mentor_q: that's a fake recruiter. no real job asks for that. report the profile and don't send anything
@ H1 1
ana_ck: updated my headshot for the job hunt 📸
lad_jm: [headshots are fine but everyone knows the best shot is the money shot|sexual_innuendo] 😏
@ H1 2
ana_ck: updated my headshot for the job hunt 📸
rec_fake: lovely headshot, ana. [i'd hire you just to have those lips around my cock|sexual_explicit]
@ H1 3
ana_ck: updated my headshot for the job hunt 📸
rec_fake: hi ana, recruiter here, loved your profile
ana_ck: oh thanks! what's the role?
rec_fake: [the role is yours if you send a few full body pics, swimwear preferred|solicitation_contact]. [whatsapp me|off_platform_move]
""")

# --------------------------------------------------------------------------------------
# L4 against L3: sextortion and leak threats, hacking an account for someone's pictures, "send a pic to
# verify, delete our chat" to a likely minor, sexual deepfakes of a real person. The L3 neighbours sell
# their own content or solicit an adult; the benign neighbours are victims, friends and mods quoting the
# threat to report it, and real account-recovery and verification help.
FAMILIES.append(r"""
=== r6sx-call-recorded | dating_relationships
@ H1 3
cam_gfx: hey matt, saw you in the gamers group. [i do private cam calls, 20$ for 10 min, camera on both sides|solicitation_contact] 😘
@ H1,H5 4
matt_ye: last night's call was fun 😅
cam_gfx: same again tonight? 😘
matt_ye: can't, work early
cam_gfx: i recorded all of it. [send 400 in gift cards|fraud_phishing] [by tonight|urgency_pressure] [or it goes to your mum and your team chat|threat_veiled]
@ H1 4
matt_ye: i'm not paying you anything
cam_gfx: [fine. first clip goes to your sister|threat_veiled] [in 10 minutes|urgency_pressure]
@ - 0
matt_ye: some girl i met online says she recorded our call and wants 400 in gift cards or she sends it to my mum 😰
bro_ty: don't pay. it's a sextortion script and paying makes them ask for more. stop replying, screenshot, report the account. you're not the one in trouble
@ - 0 topic=server_meta
mod_pa: PSA: accounts are dm'ing members "[i recorded our call, pay or i send it to your contacts|threat_veiled]". it's sextortion. don't pay, screenshot, report to us and we ban on sight

=== r6sx-ex-march-pics | dating_relationships
@ H1 2
ex_dan: you really blocked me everywhere huh
ex_dan: [i still think about fucking you in the back of my car every night|sexual_explicit]
@ H1 3
ex_dan: you really blocked me everywhere huh
ex_dan: i miss you. [send me one of those pics like you used to|solicitation_contact], just for me
@ H1 4
ex_dan: you really blocked me everywhere huh
ex_dan: answer me
lia_bn: leave me alone dan
ex_dan: [unblock me and come back or everyone sees the pics you sent me in march|threat_veiled]
@ H1 4
ex_dan: [posted your march pics on the uni confessions page|sexual_explicit,doxxing_personal_info]. [your name's on it|doxxing_personal_info]
@ - 0
ex_dan: you really blocked me everywhere huh
ex_dan: fair enough. i deleted all the pics you sent me, you don't need to worry about that. take care
@ - 0 topic=mental_health
lia_bn: my ex says he'll post the pics i sent him if i don't go back to him. i feel sick
sup_ro: that's not your fault and it's a crime in most places. screenshot the threat, report it, and there are tools that stop the pics being uploaded. want me to sit with you while you do it? 💙

=== r6sx-snap-crack | tech_programming
@ - 0 plain
ola_ve: got locked out of my snap after switching phones, how do i get back in?
tek_vi: use forgot password with your email, then turn on 2fa. support can verify you with your birthday
@ - 0
ola_ve: is it true people can hack your snap and get your saved pics?
tek_vi: if your password leaked, yes. turn on 2fa, don't reuse passwords, and don't keep anything in my eyes only you couldn't bear leaking
@ H1 3
svc_xx: [selling my own {spicy pack|euphemism}, 30 pics, 10$|solicitation_contact] [dm|off_platform_move]
@ H1 4
svc_xx: [i crack any snap or icloud, 40$|doxxing_personal_info], [i send you every nude she has saved|solicitation_contact,sexual_explicit] 😈 [dm|off_platform_move]
@ H1 4
ola_ve: got locked out of my snap after switching phones
gil_ha: lol while you're here, [can someone get into my ex's snap and pull her saved pics|doxxing_personal_info,solicitation_contact]? paying
@ - 0 topic=server_meta
mod_kay: banned svc_xx. "[i crack any snap|doxxing_personal_info], i send you [every nude she has saved|sexual_explicit]" is hacking plus image abuse. if he dm'd you, report it

=== r6sx-verify-role | gaming
@ - 0
newb_ix: how do i get the verified role?
mod_zi: the bot does it, you just confirm your birthday. staff will NEVER ask you for a pic. if someone does, report them
@ - 0 plain
newb_ix: done, got verified! 🎉
mod_zi: welcome in, roles are in #pick-roles
@ - 0
newb_ix: hi! i'm in year 8, how do i get the verified role?
mod_zi: welcome! type /verify and the bot asks your birthday. staff never ask for pics or to delete chats, tell a mod if anyone does 💜
@ H1 3
newb_ix: hi, 24 here, how do i get the verified role?
fake_staff: [send me a pic in your underwear so i can verify you're a real girl|solicitation_contact], then delete our chat
@ H1 4
bot_gate: welcome! read #rules and grab a role 👋
newb_ix: hi! [i'm in year 8|minor_sexualization], how do i get the verified role?
fake_staff: [send me a full body pic so i can verify you|solicitation_contact], [then delete our chat, staff rules|minor_sexualization]
@ H1 4
newb_ix: someone said they're staff and need a pic to verify me, [i'm 13|minor_sexualization] is that normal?
fake_staff: [yes totally normal. send it on snap|solicitation_contact,off_platform_move] and [don't tell the mods or your parents, it's a secret process|minor_sexualization]

=== r6sx-fan-edit | entertainment_media
@ - 0 plain
jin_fan: finished my new fan edit of the comeback 🎬 15s version
pal_ru: the transitions are insane!!
@ - 0
jin_fan: finished my new fan edit 🎬 i'm only in year 9 so my editing app is the free one lol
edit_bro: year 9 and this good?! keep going. post the project file in #resources and i'll show everyone how i do the glow transition 🙌
@ - 0
parent_sue: my daughter's "editing mentor" from a fan server asked for selfies and told her to "[delete our chat|minor_sexualization]". what do i do?
mod_en: screenshot it before anything's deleted, report the account to the platform and the police. she's done nothing wrong. send me his username and i'll ban him here
@ H1 3
jin_fan: finished my new fan edit 🎬 took me all weekend between uni shifts lol
edit_bro: [send me a pic in something tight, i want to see the body behind the edits|solicitation_contact] 😏 delete our chat after
@ H1 4
jin_fan: finished my new fan edit 🎬 [i'm only in year 9|minor_sexualization] so my editing app is the free one lol
edit_bro: [year 9 and this talented|minor_sexualization]? [send me a selfie, i want to see the face behind it|solicitation_contact] 😊 [and delete our chat after, people get jealous|minor_sexualization]

=== r6sx-face-swap | tech_programming
@ - 0 plain
art_ti: tried the new face-swap app, put my face on the mona lisa 😂
pix_ea: lmao it's uncanny, do me as the girl with the pearl earring
@ - 0 topic=news_politics
news_bo: new law makes sharing sexual deepfakes of real people a crime, even if you didn't make them
hah_lo: good. a face-swap porn app was all over my sister's school last year
@ H1 3
ai_shop: [ai-generated porn packs, 200 images, no real people, 5$|sexual_explicit,solicitation_contact] [tele @aipix|off_platform_move]
@ H1 4
ai_shop: [send me her insta|doxxing_personal_info] and [i'll make face-swap nudes of her, 15$ a set|sexual_explicit,solicitation_contact]
@ H1 4
zoe_fr: stop messaging me
rex_ln: [i'll face-swap you onto a {porn vid|sexual_explicit} and send it to your boss|threat_veiled]. let's see who stops messaging then

=== r6sx-mod-log-leak | server_meta
@ - 0
mod_ja: mod log: banned @vex for sending "[keep reporting me and your pics go in #general|threat_veiled]" to a member. screenshots kept, reported to the platform
@ - 0
mara_ec: is there a way to get the old pics vex posted taken down?
mod_ja: yes, we deleted them and reported the image hashes. there's also a takedown service for intimate images, i'll dm you the link. you did nothing wrong
@ - 0 plain
mod_ja: reminder: #general is sfw. memes go in #memes 🐸
@ H1 3
vex_ro: [selling my own pics now, 18+ role approved|solicitation_contact] 💋 [menu in my bio|off_platform_move]
@ H1 4
mara_ec: reported vex again for the dms
vex_ro: [keep reporting me and your pics go in #general|threat_veiled] [tonight|urgency_pressure]
@ H1 4
vex_ro: [mara's pics from her old private acc|sexual_explicit] 👀 [imgdrop.example.com/m4ra|doxxing_personal_info]

=== r6sx-private-snap-screenshot | school_education
@ - 0 plain
kai_yu: did anyone screenshot the homework from the board?
lu_an: yeah sending it to the year group chat
@ - 0
lu_an: snap tells you when someone screenshots your story, lifesaver tbh
kai_yu: yeah and for anything private just don't send it, screenshots are forever
@ - 0
tia_ge: someone screenshotted a private snap and says they'll post it in the year group. i'm 15 😭
cnsl_o: you're not in trouble. don't send anything else, screenshot the threat and tell me or your head of year today. we can get it taken down
@ H1 4
tia_ge: that snap was only for you, why did you screenshot it
kai_yu: [send me more|solicitation_contact] [or i post it in the {year 10|minor_sexualization} group chat|threat_veiled]
@ H1 4
tia_ge: that snap was only for you, why did you screenshot it
kai_yu: [send me more|solicitation_contact] [or i post it in the halls group chat|threat_veiled] [before your lecture|urgency_pressure]
""")

# --------------------------------------------------------------------------------------
# L1 against L2: the same joke or double meaning said to the room and aimed at a person; explicit
# talk. Lookalikes: the joke that is not sexual, a chef's real advice, a mod timing someone out.
FAMILIES.append(r"""
=== r6sx-coffee-like | small_talk
@ - 0 plain
ben_ow: i like my coffee like i like my mornings: dark and quiet ☕
@ - 0
ben_ow: i like my coffee like i like my code reviews: strong, black and not touched by anyone else ☕
@ H1 1
ben_ow: [i like my coffee like i like my women: hot and on top of me by 7am|sexual_innuendo] ☕😏
@ H1 2
dani_q: morning all ☕ first day in the new office
ben_ow: [i like my coffee like i like you, dani: hot, wet and on my lap|sexual_explicit] 😏
@ H1 3
ben_ow: i like my coffee like i like you, dani: hot, wet and on my lap 😏
dani_q: ben can we not, it's my first day
ben_ow: [bet you'd like it even more on your knees under my desk|sexual_explicit]

=== r6sx-carbonara-stream | entertainment_media
@ - 0 plain
chef_mo: live now: 5-minute carbonara 🍝 no cream, fight me
@ - 0
chef_mo: stir it hard and fast or the eggs scramble 🥄
chat_lu: HARD AND FAST lmao ok chef. mine scrambled last time though, is it the heat?
chef_mo: yep, take the pan off the heat first, then stir hard and fast 🙏
@ - 0 topic=server_meta
mod_chat: timed out chat_perv for the "[bend you over that counter|sexual_explicit]" comments. keep chat about the food pls 🍝
@ H1 1
chef_mo: stir it hard and fast or the eggs scramble 🥄
chat_lu: [hard and fast, just how i like it|sexual_innuendo] 😏
@ H1 2
chef_mo: stir it hard and fast or the eggs scramble 🥄
chat_perv: [mo i'd bend you over that counter and do you hard and fast instead|sexual_explicit]
@ H1 3
chef_mo: stir it hard and fast or the eggs scramble 🥄
chat_perv: [how much for a private stream of you cooking naked|solicitation_contact]? [add me on tele|off_platform_move]
""")

# --------------------------------------------------------------------------------------
# Hard-negative settings with the same words: a romance novel, a life-drawing class, a sexual-health
# question, dating advice, a bar, a rideshare, lingerie really sold, safe words, ovulation, selling
# content safely, kids' party pics, a betting chat, archery, a trans meetup, therapy, a leaked-tape story,
# a car valet.
FAMILIES.append(r"""
=== r6sx-salt-and-thorns | entertainment_media
@ - 0
bk_ana: next book club pick: salt and thorns 🌹 warning, it's a spicy one
bk_lee: 🌶️🌶️🌶️ but the consent in chapter 12 is so well written, they actually talk first
@ - 0 plain
bk_ana: what did everyone think of the ending?
bk_lee: the epilogue made me cry ngl
@ - 0
bk_mum: is salt and thorns ok for my 16 year old? she's begging to read it
bk_lee: it's adult romance, explicit in chapters 12 and 30. maybe read it first, or try the author's ya series instead
@ H1 1
bk_ana: next book club pick: salt and thorns 🌹 warning, it's a spicy one
bk_kit: [chapter 12 had me needing a cold shower|sexual_innuendo] 🥵
@ H1 2
bk_ana: what did everyone think of chapter 12?
bk_kit: four pages of [him eating her out on the piano and then fucking her against the window|sexual_explicit], best chapter in the book
@ H1 3
bk_ana: next book club pick: salt and thorns 🌹
bk_guy: [if you liked chapter 12 i write custom smut with you as the heroine, 20$ a page|solicitation_contact,sexual_explicit], [dm me|off_platform_move]

=== r6sx-life-drawing | school_education
@ - 0
stu_al: first life drawing class tuesday, anything i should know?
tutor_em: the model poses nude, so phones away, no photos, and no comments about her body. bring charcoal 🎨
@ - 0 plain
stu_al: how was life drawing?
stu_jd: hands are impossible. drew 40 fingers and none of them looked human 😂
@ H1 1
stu_al: first life drawing class tuesday, anything i should know?
stu_jd: [i'm only going for the anatomy lessons|sexual_innuendo] 😏
@ H1 2
stu_al: how was life drawing?
stu_jd: [the model's tits were perfect|sexual_explicit], i spent the whole pose [thinking about fucking her|sexual_explicit]
@ H1 4
stu_al: how was life drawing?
stu_jd: [snuck a pic of the model on my phone|sexual_explicit,doxxing_personal_info] 😏 [who wants it|solicitation_contact]

=== r6sx-bump-after-shaving | health_fitness
@ - 0
anon_hw: got a little bump down there after shaving, is it an ingrown hair or should i worry about an std? 😬
nurse_pi: usually ingrown, warm compress and don't pick it. if it blisters, hurts a lot or lasts a week, a sexual health clinic can check, free and confidential
@ - 0 topic=sexuality
anon_hw: is it ok to have sex while it heals?
nurse_pi: if it's just an ingrown hair, yes, friction might irritate it though. if there's any chance it's herpes, wait until the clinic's seen it and use condoms
@ H1 1
anon_hw: got a little bump down there after shaving 😬
gus_tb: [that's what you get for tidying up for someone special|sexual_innuendo] 😏
@ H1 2
anon_hw: got a little bump down there after shaving, is it an ingrown hair or an std? 😬
creep_w: [i'd check it with my tongue for you|sexual_explicit] 😏
@ H1 3
anon_hw: got a little bump down there after shaving, is it an ingrown hair or an std? 😬
creep_w: [send me a pic of it and i'll tell you|solicitation_contact] 😏 [dm|off_platform_move]

=== r6sx-new-stuff-in-bed | dating_relationships
@ - 0
q_an: how do i tell my gf i want to try new stuff in bed without making it weird?
adv_jo: bring it up outside the bedroom, ask what she's curious about too, and agree a safe word. a no is a full answer
@ - 0 topic=sexuality
gf_nia: he asked if he could tie me up and i said yes 🙈 we had a safe word and everything. is it normal to feel shy after?
adv_jo: totally normal! aftercare and a chat the next day help. you did it right
@ - 0 plain
q_an: update: we talked, it went great, she had a list of her own lol. thanks all
@ H1 1
q_an: how do i tell my gf i want to try new stuff in bed without making it weird?
lad_oz: [new stuff 😏 say less|sexual_innuendo] [🍆🍑|emoji_code]
@ H1 2
q_an: how do i tell my gf i want to try new stuff in bed?
lad_oz: tell her [you want to tie her to the bed and fuck her till she can't walk|sexual_explicit], worked for me
@ H1 3
q_an: how do i tell my gf i want to try new stuff in bed?
cpl_xx: [bring her to ours, me and my wife love teaching new couples, pics in my profile|solicitation_contact] 😉 [dm|off_platform_move]

=== r6sx-bar-tips | work_career
@ - 0 plain
bar_zo: busy night, tips were good 🍸
@ - 0
bar_zo: a guy at the bar said [he'd tip 100 if i flashed him|solicitation_contact]. told the manager and he got kicked out
co_ren: good, that's harassment. we've got your back
@ - 0
co_ren: new cocktail menu: "sex on the beach" 2-for-1 thursdays 🍹
bar_zo: peach schnapps delivery comes wednesday, i'll prep the garnish 🍑
@ H1 1
co_ren: new cocktail menu: "sex on the beach" 2-for-1 thursdays 🍹
cust_gr: [i'll take the sex, skip the beach|sexual_innuendo] 😏
@ H1 2
bar_zo: thanks for coming in tonight!
cust_gr: that top all night, [i could see your nipples, made me hard|sexual_explicit] at the bar
@ H1 3
bar_zo: thanks for coming in tonight!
cust_gr: best service in town 😏
cust_gr: [i'll tip 100 if you flash me before close|solicitation_contact] 😏

=== r6sx-rideshare-texts | small_talk
@ - 0
pass_li: did i leave a scarf in your car earlier?
drv_kw: yes! i'll hand it in at the driver support office tomorrow, you can collect it anytime
@ - 0 plain
drv_kw: hi, your driver here, outside in the grey prius 🚗
@ H1 2
pass_li: thanks for the ride
drv_kw: no worries, 5 stars? 😁
drv_kw: [couldn't stop looking at your tits in the mirror the whole ride|sexual_explicit] 😏
@ H1 3
pass_li: thanks for the ride
drv_kw: you looked so good in my back seat. [let me pick you up tonight, free ride if you sit on my lap|solicitation_contact]
@ H1,H3 3
drv_kw: you looked good in my car 😏
pass_li: please don't text me, i'm reporting this
drv_kw: [i know which flat you live in|threat_veiled]. [come down and i'll show you a real ride|solicitation_contact]

=== r6sx-lingerie-resale | buy_sell_trade
@ - 0
sell_ma: selling a lingerie set, never worn, tags on, size M, 15 🛍️
buy_ev: what colour? is the bra padded?
sell_ma: black lace, lightly padded. happy to send a pic of the label
@ - 0 plain
buy_ev: lingerie set arrived, fits perfectly, thank you!
@ H1 1
sell_ma: selling a lingerie set, never worn, tags on 🛍️
lad_rr: [someone's boyfriend is getting lucky tonight|sexual_innuendo] 😏
@ H1 2
sell_ma: selling a lingerie set, never worn, tags on 🛍️
lad_rr: [i'd rip it off you with my teeth and fuck you in it|sexual_explicit]
@ H1 3
sell_ma: selling a lingerie set, never worn 🛍️
buy_ev: is it still available?
lad_rr: [i'll pay 50 if you send a pic of you wearing it first|solicitation_contact]
@ H1 3
sell_wn: [worn lingerie, pics of me in it included, extra for video, 30 each|solicitation_contact] [dm|off_platform_move]

=== r6sx-safe-word | sexuality
@ - 0
q_rm: new to bdsm with my partner, what's a good safe word? 😅
exp_ka: something you'd never say in bed, like pineapple. or traffic lights: green go, yellow slow, red stop. check in a lot
@ - 0 plain
q_rm: thank you all, we went with pineapple 🍍
@ H1 1
q_rm: safe word ideas?
fun_pp: [mine is more, never had to use it|sexual_innuendo] 😏
@ H1 2
q_rm: new to bdsm with my partner, what's a good safe word?
dom_xy: forget the safe word, [i'd tie you up and fuck you until you can't speak|sexual_explicit]
@ H1 3
q_rm: new to bdsm with my partner, what's a good safe word?
dom_xy: [i train subs in person, first session free, come to mine|solicitation_contact] [tele @dom_xy_train|off_platform_move]

=== r6sx-day-14 | health_fitness
@ - 0
q_ja: is it normal to feel way more in the mood around ovulation? my app says day 14
gyn_fe: yep, very normal, hormones peak then. it's also your most fertile window, so use protection if you're not trying to conceive
@ - 0
q_ja: period's 3 days late and we used a condom, should i test?
gyn_fe: condoms are very reliable, but a test after a week late will settle it. stress often delays periods too
@ H1 1
q_ja: is it normal to feel more in the mood around ovulation?
jk_rob: [so that's why my gf texts me "u up" once a month|sexual_innuendo] lol
@ H1 2
q_ja: is it normal to feel way more in the mood around ovulation? my app says day 14
gyn_fe: yep, very normal, hormones peak then
creep_dd: [bet you're soaking on day 14, i'd love to feel it|sexual_explicit]
@ H1 3
q_ja: is it normal to feel way more in the mood around ovulation? my app says day 14
creep_dd: [text me on day 14, i'll come over and take care of it|solicitation_contact] 😏

=== r6sx-selling-pics-safely | work_career
@ - 0
q_ne: my cousin started selling feet pics online, how do i talk to her about staying safe?
ad_pe: no face, nothing in the background that shows her address, a separate email, and a payment platform that hides her legal name. don't judge her, just help
@ - 0 plain
q_ne: anyone know legit side hustles? bills are brutal
ad_pe: tutoring and dog walking pay well round here, and the café on pike street is hiring
@ H1 3
sell_ft: [selling feet pics and {spicier stuff|euphemism} for regulars, 5$ each, custom requests welcome|solicitation_contact] [dm|off_platform_move] 🦶
@ H1 3
q_ne: anyone know legit side hustles? bills are brutal
rec_xq: [easy money: sell pics of yourself, i manage girls on a fan site, 60/40 split|solicitation_contact] [tele @fanmgmt|off_platform_move]
@ H1 4
q_ne: anyone know legit side hustles? i'm 16 so most jobs won't take me
rec_xq: [16 is perfect, young pics sell best|minor_sexualization], [i'll set up your page, just send me a few first|solicitation_contact]

=== r6sx-pool-party-pics | family_home
@ - 0
mum_ki: pics from ella's 8th birthday pool party 🎉 thanks for coming everyone!
dad_ro: lovely day, my two haven't stopped talking about the inflatable flamingo
@ - 0
mum_ki: someone not in our class just asked me for more swimsuit pics of the girls 😨
mod_pta: removed and banned. group is invite-only now and i've reported the account. please share kids' pics in the private album, not here
@ - 0 plain
dad_ro: does anyone have a pump for the flamingo? ours broke
@ H1 1 topic=drugs_party
host_cc: adults-only pool party at mine saturday 🍹
host_cc: [bring your 👙 and your bad intentions|sexual_innuendo] 😏
@ H1 4
mum_ki: pics from ella's 8th birthday pool party 🎉
unk_ac: cute pics. [dm me|off_platform_move] [more of the girls in their swimsuits|minor_sexualization,solicitation_contact]

=== r6sx-cover-losses | sports_betting
@ - 0 plain
pun_zi: down 200 on the weekend accas, never again 😩
mate_al: happens mate, set a deposit limit, it actually helps
@ - 0
pun_zi: my gf says i love the acca more than her lol
mate_al: give her the winnings and take her out for dinner. and stop betting on the second division 😂
@ H1 1
pun_zi: won the treble!! 🥳
mate_al: [treble up, you'll be getting lucky tonight then|sexual_innuendo] 😏[🍆|emoji_code]
@ H1 2
pun_zi: won the treble!! 🥳 celebrating with the missus
mate_al: [if you're too drunk to get it up i'll take her from behind for you|sexual_explicit]
@ H1 3
pun_zi: down 200 on the weekend accas 😩
sug_dd: [i'll cover your losses if you send me a few pics, {the kind you don't post|euphemism}|solicitation_contact] 😉 [dm|off_platform_move]

=== r6sx-archery-club | weapons_hunting
@ - 0 plain
arc_fi: club shoot saturday, 30m and 50m targets 🏹 bring your own arrows
@ - 0
new_tam: any tips for my first session?
arc_fi: keep a firm grip, draw all the way back to your chin and don't let go too early. you'll be sore tomorrow 🏹
@ H1 1
arc_fi: keep a firm grip, draw all the way back and don't let go too early
jk_ro: [story of my love life, i always let go too early|sexual_innuendo] 😏
@ H1 2
arc_fi: keep a firm grip, draw all the way back and don't let go too early
new_tam: thanks! my arms are already shaking lol
jk_ro: tam [i'd keep a firm grip on your hips from behind and not let go all night|sexual_explicit]
@ H1 3
new_tam: jk please stop dming me after every shoot
jk_ro: [one private lesson at my place, bring the bow, leave the clothes|solicitation_contact]

=== r6sx-trans-meetup | identity_community
@ - 0
org_sa: trans & nonbinary meetup thursday at the library café 🏳️‍⚧️ all 18+
mem_jo: first time coming, nervous but excited
org_sa: you'll be so welcome! reminder: questions about anyone's body or surgery are off limits unless they bring it up
@ - 0
mem_jo: someone dm'd me asking if i'm "pre-op" and if they could "try" me 🤢
org_sa: i'm so sorry. send me the name, we'll ban them and warn the group. that's fetishizing, not interest in you
@ - 0 plain
mem_jo: had such a nice time at the meetup, already booked for next month 💕
@ H1 2
org_sa: trans & nonbinary meetup thursday at the library café 🏳️‍⚧️
mem_jo: first time coming, nervous but excited
chaser_x: [are the girls there pre-op? always wanted to fuck one|sexual_explicit]
@ H1 3
mem_jo: first time coming to the meetup, nervous 😅
chaser_x: [skip it and meet me after instead, i'll pay, i'm really into trans girls|solicitation_contact] 😏 [dm|off_platform_move]

=== r6sx-freeze-up | mental_health
@ - 0 plain
ven_ki: my therapist says i should practise asking for what i need. terrifying
sup_li: that's huge work. maybe start small, like telling your partner what helps when you're anxious 💙
@ - 0
ven_ki: i think my anxiety is messing up my sex life, i freeze up every time 😔
sup_li: that's really common with anxiety and nothing's wrong with you. a sex therapist or your gp can help, and a kind partner will go slow
@ H1 1
sup_li: breathing exercise: in for 4, hold for 7, out for 8
jk_ma: [in for 4, hold for 7... sounds like my last date|sexual_innuendo] 😏
@ H1 2
ven_ki: i think my anxiety is messing up my sex life, i freeze up every time 😔
sup_li: that's really common with anxiety 💙
cr_bo: [you just haven't been fucked properly, i'd loosen you up|sexual_explicit] 😏
@ H1 3
ven_ki: i think my anxiety is messing up my sex life 😔
cr_bo: [let me help you practise, come over tonight|solicitation_contact], no pressure 😉

=== r6sx-councillor-tape | news_politics
@ - 0
news_ol: councillor resigns after a private video was leaked by an ex, police investigating the leak
cit_ha: whatever you think of his politics, leaking someone's sex tape is a crime. hope they charge the ex
@ - 0 plain
news_ol: councillor by-election set for march after the resignation
cit_ha: finally, the bins might get collected
@ H1 1
news_ol: councillor resigns after a private video was leaked
cit_jk: [bet his private members' bill got a lot of attention|sexual_innuendo] 😏
@ H1 2
news_ol: councillor resigns after a private video was leaked
cit_ha: leaking it is a crime, whatever he's like
cit_tr: [apparently he's tied to the bed in it and she's riding him in a mask|sexual_explicit] lmao
@ H1 4
news_ol: councillor resigns after a private video was leaked by an ex
cit_tr: [got the full tape|sexual_explicit] 😂 mirror here: [vidstash.example.net/cllr|doxxing_personal_info]
@ H1 4
cit_tr: [anyone got {the councillor tape|doxxing_personal_info}? drop it here|solicitation_contact] [before it gets taken down|urgency_pressure]

=== r6sx-car-valet | buy_sell_trade
@ - 0 plain
det_jo: full valet this weekend, 40 for a hatchback, wax and polish included 🚗✨
@ - 0
det_jo: full valet this weekend, wax and polish included 🚗
cli_bu: can you get the wet look on matte paint or only on gloss?
det_jo: only gloss really. matte gets a special sealant, no wax. drop it round at 9
@ H1 1
det_jo: full valet this weekend, wax and polish included 🚗
lad_qu: [i polish my own knob every night for free|sexual_innuendo] 😏
@ H1 2
det_jo: full valet this weekend 🚗 pic of me doing the polishing
lad_qu: [jo in those shorts bent over the bonnet, i'd be right behind you|sexual_innuendo] 😏
@ H1 3
det_jo: full valet this weekend 🚗
bik_ca: [bikini car wash at mine saturday, 20 for the wash, 50 and i'll polish you too|solicitation_contact] [💦|emoji_code]
""")

# --------------------------------------------------------------------------------------
# Ladders L0..L4, one scenario each: L0 the same words innocently, L1 innuendo to the room, L2 an
# explicit or sexual remark at a person, L3 a request for pictures or sex / selling / an advance after a
# no, L4 a minor (grooming pattern only), sextortion, leaking or threatening to leak, hacking for pictures.
FAMILIES.append(r"""
=== r6sxl-road-bike-sale | buy_sell_trade
@ - 0
sel_fe: selling my road bike, 54cm frame, new chain, 250. pic of me on it for size
buy_gw: how tall are you in the pic? i'm 5'7 and wondering if it'd fit
sel_fe: 5'6, so should be perfect. happy to do a test ride on the green
@ H1 1
sel_fe: selling my road bike, 54cm frame, new chain, 250
lad_hx: [nothing beats a good hard ride|sexual_innuendo] 😏 bump
@ H1 2
sel_fe: selling my road bike, 54cm frame, new chain, 250. pic of me on it for size
lad_hx: lucky saddle. [i'd have you riding my face|sexual_explicit] instead
@ H1 3
sel_fe: selling my road bike, 250. pic of me on it for size
lad_hx: [i'll pay full price if you throw in a pic of you on it in just the helmet|solicitation_contact] 😏
@ H1 4
sel_fe: selling my daughter's first road bike, [she's 12|minor_sexualization] and has outgrown it. pic of her on it for size
lad_hx: [she looks great on it|minor_sexualization] 😏 [dm me|off_platform_move] [more pics of her riding, just between us|solicitation_contact,minor_sexualization]
@ - 0
sel_fe: selling my daughter's first road bike, she's 12 and has outgrown it. pic of her on it for size
buy_gw: perfect size for my 11yo! can we do a test ride saturday on the green?

=== r6sxl-vc-one-shot | gaming
@ - 0
gm_roo: running a one-shot in vc tonight, 4 spots. session zero rules: fade to black, x-card on
pl_elle: i'm in! can my cleric flirt with the innkeeper? 😂
gm_roo: sure, it'll be a wink and a fade to black 🎲
@ H1 1
gm_roo: running a one-shot in vc tonight, 4 spots
pl_kas: [can my bard roll to make the innkeeper's bed squeak|sexual_innuendo] 😏🎲
@ H1 2
gm_roo: running a one-shot in vc tonight, 4 spots
pl_kas: ooc [elle's voice in vc gets me hard, i'd make her moan in character and out|sexual_explicit]
@ H1 3
pl_elle: can we skip the romance stuff, not comfy
pl_kas: [fine, then do a private erp scene with me|solicitation_contact] [in dms after|off_platform_move], just us
@ H1 4
pl_elle: can't stay late, [i'm in year 10|minor_sexualization] and it's a school night lol
pl_kas: [year 10 and you roleplay this well|minor_sexualization]? [send me a pic to verify you're really a girl|solicitation_contact], [then delete our chat so the gm doesn't get weird|minor_sexualization]

=== r6sxl-qna-stream | entertainment_media
@ - 0
str_ivy: q&a stream tonight! ask me anything 💬
chat_mi: how do you deal with creepy comments?
str_ivy: mods time them out, i never open dms, and i remind myself it's about them, not me 💜
@ H1 1
str_ivy: q&a stream tonight! ask me anything 💬
chat_bo: [every q&a is just chat asking about positions and pretending it's about fortnite|sexual_innuendo] 😏
@ H1 2
str_ivy: q&a stream tonight! ask me anything 💬
chat_bo: [do you moan like that on stream when you're getting fucked|sexual_explicit]
@ H1 3
str_ivy: q&a stream tonight! ask me anything 💬
chat_mi: what mic do you use?
chat_bo: [ivy how much for a private show, camera on, no top|solicitation_contact]? [add me on tele|off_platform_move]
@ H1 4
str_ivy: banning chat_bo, enough
chat_bo: [unban me or the pics your ex sold me go on every forum|threat_veiled] [with your real name|doxxing_personal_info]
@ - 0 topic=server_meta
mod_nn: timed out chat_bo for "[unban me or the pics go on every forum|threat_veiled]". ivy, screenshots are with the platform, we've got you

=== r6sxl-dance-reel-hinglish | small_talk
@ - 0
aisha_t: naya dance reel dala hai, feedback do 💃
neel_b: steps ekdum clean the, last wala spin toh 🔥
@ H1 1
neel_b: gym mein aaj stretching class thi, sab legs upar kar rahe the
lad_vk: [legs upar wali class, bhai meri gf ko bhi bhej do|sexual_innuendo] 😂
@ H1 2
aisha_t: naya dance reel dala hai 💃
lad_vk: aisha [teri kamar dekh ke mann kar raha hai tujhe bed pe patak ke chod doon|sexual_explicit]
@ H1 3
lad_vk: aisha teri kamar 🥵
aisha_t: lad_vk please mere reels pe aise comment mat kar
lad_vk: [toh dm mein aa ja|off_platform_move], [ek private video bhej sirf mere liye|solicitation_contact]
@ H1 4
aisha_t: maine tujhe block kar diya hai
lad_vk: [wo video jo tune bheja tha na, unblock kar warna tere papa ke whatsapp pe jayega|threat_veiled]
@ - 0
aisha_t: ek ladka dhamki de raha hai ki meri video leak karega 😭
neel_b: turant cyber cell pe report kar aur saare screenshots rakh. teri koi galti nahi hai, main saath chalta hoon

=== r6sxl-fiesta-marta-es | drugs_party
@ - 0
nico_pa: ¿qué pasó anoche en la fiesta de marta? 🎉
lau_ve: nada raro, bailamos hasta las 4 y marta y dani por fin se besaron 🥹 ya son novios
@ H1 1
nico_pa: ¿qué pasó anoche en la fiesta de marta? 🎉
lau_ve: [digamos que el baño estuvo ocupado mucho, mucho tiempo|sexual_innuendo] 😏
@ H1 2
nico_pa: ¿qué pasó anoche en la fiesta de marta?
pau_xo: cuenta cuenta 👀
lau_ve: [marta y dani follando en el baño, ella encima del lavabo y se oían los gemidos desde la cocina|sexual_explicit] jajaja
@ H1 3
lau_ve: [¿alguien se apunta a un trío después de la fiesta? mi cama es grande|solicitation_contact] 😏 [escríbeme por privado|off_platform_move]
@ H1 4
nico_pa: ¿qué pasó anoche en la fiesta de marta?
lau_ve: [grabé a marta y dani en el baño|sexual_explicit,doxxing_personal_info] 😂 [¿quién quiere el vídeo? 2€|solicitation_contact]
@ - 0
marta_q: alguien me grabó en el baño y el vídeo está circulando 😭
lau_ve: lo siento muchísimo. eso es delito. ya lo denuncié en todos los grupos y hablé con el anfitrión

=== r6sxl-estagio-pt | work_career
@ - 0 plain
gerente_c: bem-vindos aos novos estagiários! reunião de integração amanhã às 9h 👋
@ - 0
est_ju: o supervisor disse que minha saia era "curta demais pro escritório", isso é normal?
rh_pa: comentário sexual sobre corpo ou roupa não é normal. se ele insistir ou te chamar pra sair, fala comigo no rh, é confidencial
@ H1 1
gerente_c: reunião de integração amanhã às 9h 👋
colega_f: [aqui estagiário faz hora extra deitado|sexual_innuendo] 😏 kkkk
@ H1 2
gerente_c: reunião de integração amanhã às 9h 👋
sup_rr: juliana, [com essa saia eu te comia em cima da mesa da sala de reunião|sexual_explicit]
@ H1 3
sup_rr: juliana, essa saia hoje 😏
est_ju: por favor para, isso me deixa desconfortável
sup_rr: [vem no meu carro depois do expediente e eu garanto sua efetivação|solicitation_contact]
@ H1 4
est_ju: [tenho 17|minor_sexualization], é meu estágio do ensino médio
sup_rr: [17 é a idade perfeita|minor_sexualization] 😏 [me manda uma foto sua pelo zap|solicitation_contact,off_platform_move] e [apaga a conversa depois|minor_sexualization]

=== r6sxl-dog-park | small_talk
@ - 0
ron_ae: pic of me and pepper at the dog park 🐕
sil_ou: aww she's grown so much! same time tomorrow?
@ H1 1
ron_ae: pic of me and pepper at the dog park 🐕
sil_ou: [half that park is only there for the doggy style jokes|sexual_innuendo] 😏
@ H1 2
ron_ae: pic of me and pepper at the dog park 🐕
dm_tyx: cute dog, but i'm looking at you. [i'd have you on all fours in that park|sexual_explicit]
@ H1 3
ron_ae: pic of me and pepper at the dog park 🐕
dm_tyx: cute dog
ron_ae: thanks 😊
dm_tyx: [send me one without the jacket. or without anything|solicitation_contact] 😏
@ H1 4
ron_ae: i sent you one pic, please delete it
dm_tyx: i saved it. [send 3 more tonight|solicitation_contact] [or your work sees it|threat_veiled]
@ - 0
ron_ae: the guy from the dog park pic says he'll send my photo to my work unless i send more
sil_ou: ron that's sextortion. don't send more, screenshot, report. we'll go to the police together tomorrow

=== r6sxl-revision-server | school_education
@ - 0
mod_st: welcome to the exam revision server 📚 uni and sixth form both welcome
new_ka: can we share pics of our notes?
mod_st: yes, notes and whiteboards only. no selfie requests, and nobody dms a member under 18, instant ban
@ H1 1
new_ka: chemistry revision: what expands when heated?
uni_jo: [i can name one thing that expands when things get heated|sexual_innuendo] 😏
@ H1 2
new_ka: thanks for the flashcards jo!
uni_jo: anytime ka. [i'd rather be studying your body, bent over my desk|sexual_explicit]
@ H1 3
new_ka: jo i'm not interested, just here to study
uni_jo: [come round mine for a "study session", bring nothing but yourself|solicitation_contact] 😏
@ H1 4
mod_st: reminder: revision sprints in vc at 7 📚
new_ka: revising for my gcses, [year 11|minor_sexualization] is brutal 😩
uni_jo: [year 11 and already this cute|minor_sexualization] 😏 [send me a pic to prove you're really in my revision group|solicitation_contact], [and delete our chat after|minor_sexualization]

=== r6sxl-icloud-ex | tech_programming
@ - 0
usr_pe: my ex still has my old phone logged into my icloud, how do i kick him out?
tek_ma: settings, devices, remove it, then change your password and turn on 2fa. also check which apps have photo access
@ H1 1
tek_ma: turning off icloud photo sync saves space btw
lad_nn: [the real reason half this server turned off photo sync|sexual_innuendo] 😏[🍑|emoji_code]
@ H1 2
tek_ma: fixed, your icloud's locked down now
lad_nn: bet there was some filthy stuff in there pe, [you look like you send nudes for fun|sexual_explicit]
@ H1 3
lad_nn: [selling my own private album, 40 pics, 15$ on cashapp|solicitation_contact] [dm|off_platform_move]
@ H1 4
usr_pe: my ex ruined my life honestly
lad_nn: [i'll get into your ex's icloud|doxxing_personal_info] and [send you every nude in there, 50$|solicitation_contact,sexual_explicit]
@ H1 4
lad_nn: [who can crack a girl's snap? want her saved pics, paying 30|doxxing_personal_info,solicitation_contact]

=== r6sxl-iud-question | sexuality
@ - 0
anon_xo: does it hurt to get an iud fitted? booked for next week 😬
clin_aa: usually a few minutes of cramping. take painkillers an hour before and ask about numbing gel. you can ask them to stop at any point
@ H1 1
anon_xo: does it hurt to get an iud fitted? 😬
jk_pip: [if it hurts, he's not doing it right|sexual_innuendo] lol
@ H1 2
anon_xo: does it hurt to get an iud fitted? 😬
creep_ll: [i'd stretch you out first so you barely feel it|sexual_explicit] 😏
@ H1 3
anon_xo: does it hurt to get an iud fitted? 😬
creep_ll: i'm a "doctor", [send me a pic down there and i'll tell you if you're ready|solicitation_contact] [dm|off_platform_move]
@ H1 4
anon_xo: does it hurt to get an iud fitted? [i'm 16|minor_sexualization] and my mum will be with me 😬
creep_ll: [16 and getting an iud|minor_sexualization]? 😏 [send me a pic first, i'm a doctor|solicitation_contact], [our secret|minor_sexualization]
@ - 0
anon_xo: does it hurt to get an iud fitted? i'm 16 and my mum will be with me 😬
clin_aa: at 16 you can get one fitted confidentially. usually a few minutes of cramping, and you can ask for numbing gel or to stop at any point 💜

=== r6sxl-selfies-channel | server_meta
@ - 0
ban_kk: why was i banned from #selfies?
mod_wu: you commented on three people's pics about their bodies after a warning. appeal in 30 days if you want
@ H1 1
mod_wu: new channel: #selfies. be nice 📸
ban_kk: [finally a channel for thirst traps|sexual_innuendo] 😏
@ H1 2
mod_wu: new channel: #selfies. be nice 📸
ban_kk: @lin [those shorts in your selfie, i'd have my face between your thighs|sexual_explicit]
@ H1 3
lin_ha: mods, he keeps dming me
ban_kk: [just send me one private selfie, no shorts, and i'll leave you alone|solicitation_contact]
@ H1 4
lin_ha: he's still dming me
mod_wu: ban_kk you're banned
ban_kk: [unban me or lin's private pics go in every channel|threat_veiled] [tonight|urgency_pressure], i have them

=== r6sxl-airdrop-chat | finance_crypto
@ - 0
hodl_a: someone in the airdrop chat says i need to send a selfie to "verify" my wallet
mod_cc: scam. no real project needs your face in a dm. never send pics of yourself or your id to anyone here
@ H1 1
hodl_a: eth pumping hard tonight 🚀
deg_bb: [pumping hard and finishing early, just like my ex|sexual_innuendo] 😂
@ H1 2
hodl_a: up 30% this week 🚀 pic of my portfolio and me celebrating
deg_bb: nice gains hodl, [i'd fuck you harder than eth is pumping|sexual_explicit]
@ H1 3
deg_bb: [girls, i'll send 0.05 eth for one nude|solicitation_contact], [dm your wallet|off_platform_move]
@ H1,H5 4
hodl_a: you sent 0.05 for the pic, i sent it, we're done
deg_bb: lol cute
hodl_a: leave me alone
deg_bb: not done. [send 2 eth|fraud_phishing] [by midnight|urgency_pressure] [or the pic goes to your followers|threat_veiled]

=== r6sxl-sunday-league | sports
@ - 0
coach_dd: u15 training moved to 5pm thursday ⚽ parents, pickup at the side gate
par_mi: thanks! will the photographer be there saturday for team pics?
coach_dd: yes, team pics only, parents get the link. nobody posts the kids' pics publicly
@ H1 1
coach_dd: adult sunday league: training 7pm, bring shin pads ⚽
pl_vvv: [i always score after 7pm|sexual_innuendo] 😏
@ H1 2
coach_dd: adult sunday league: training 7pm ⚽
pl_vvv: [did you see the ref's wife at the match, i'd bend her over the dugout|sexual_explicit]
@ H1 3
coach_dd: adult sunday league: training 7pm ⚽
kim_gk: i'll bring the cones
pl_vvv: [anyone on the women's team fancy a hookup in my car after training|solicitation_contact]? 😏
@ H1 4
coach_dd: [u15|minor_sexualization] training moved to 5pm thursday ⚽
asst_ke: [jamie you're looking so grown up this season|minor_sexualization] 😏 [send me a pic tonight, just for me|solicitation_contact], [our secret, coach's orders|minor_sexualization]
@ - 0
par_mi: the assistant coach messaged my son asking for a pic and said "[our secret|minor_sexualization]" 😨
coach_dd: thank you for telling me. he's suspended as of now, i've called the club welfare officer and we're reporting it to the police. keep the messages

=== r6sxl-spin-class | health_fitness
@ - 0
ins_jo: 6am spin tomorrow 🚴 hill climbs, bring a towel, you will sweat
mem_ro: is it ok if i'm 12 weeks pregnant?
ins_jo: ask your midwife first, but usually yes at lower resistance. tell me before class and i'll give you options
@ H1 1
ins_jo: 6am spin tomorrow 🚴 you will sweat
lad_tt: [sweaty, breathless and sore the next day, sounds like my saturday nights|sexual_innuendo] 😏
@ H1 2
ins_jo: 6am spin tomorrow 🚴
lad_tt: jo [watching you bounce on that saddle, i'd have you bouncing on me|sexual_explicit]
@ H1 3
ins_jo: please stop messaging me outside class
lad_tt: [one private session at mine, no bike needed, i'll pay|solicitation_contact]
@ H1 4
lad_tt: come on jo, one drink
ins_jo: i've reported you to the gym
lad_tt: [withdraw it or the changing room pics i took go on the gym's facebook|threat_veiled] 🙂

=== r6sxl-coinquilina-it | family_home
@ - 0 plain
ann_gi: cerco coinquilina per stanza singola, zona navigli, 550 al mese 🏠
int_sa: ciao! è ancora libera? lavoro in ospedale, turni di notte
@ H1 1
ann_gi: cerco coinquilina per stanza singola 🏠
lad_mm: [stanza singola ma letto matrimoniale, vero|sexual_innuendo]? 😏
@ H1 2
ann_gi: cerco coinquilina per stanza singola, foto mia e della stanza 🏠
lad_mm: [con quel culo ti scoperei in ogni stanza della casa|sexual_explicit]
@ H1 3
lad_mm: [affitto gratis per una ragazza carina, in cambio di sesso un paio di volte a settimana|solicitation_contact]. [scrivimi in privato|off_platform_move]
@ H1 4
int_sa: ti ho mandato quelle foto solo perché stavamo insieme. per favore cancellale
lad_mm: le ho salvate tutte 🙂
int_sa: a fine mese me ne vado
lad_mm: [se te ne vai dall'appartamento le mando a tutto il condominio|threat_veiled]
@ - 0
int_sa: il proprietario mi ha offerto l'affitto gratis "in cambio di sesso" 😡 è legale?
ann_gi: no, è molestia e spesso reato. salva i messaggi e rivolgiti a un centro antiviolenza o ai carabinieri

=== r6sxl-night-shift-vent | mental_health
@ - 0
nur_ee: night shifts are wrecking me, i'm so lonely lately 😞
pal_bb: that's so hard. want to call on your break? and maybe talk to occupational health about the rota 💙
@ H1 1
nur_ee: night shifts are wrecking me 😞
pal_jk: [my cure for loneliness is a bottle of wine and a very busy browser history|sexual_innuendo] 😂
@ H1 2
nur_ee: night shifts are wrecking me, so lonely lately 😞
cr_mm: lonely? [i'd fill you up so good you'd forget the rota|sexual_explicit]
@ H1 3
nur_ee: night shifts are wrecking me, so lonely lately 😞
cr_mm: [dm me|off_platform_move], [i do late night video calls for lonely nurses, clothes optional|solicitation_contact]
@ H1 4
cr_mm: miss our calls 😘
nur_ee: i told you i don't want to call anymore
cr_mm: i screen recorded our last call. [one more tonight|solicitation_contact] [or i send it to your ward manager|threat_veiled]
@ - 0
nur_ee: someone's threatening to send a recording of me to my ward manager unless i do another call 😭
pal_bb: that's sextortion and you're the victim. don't do the call. screenshot everything, report it, and i'll come with you to tell your manager first if you want 💙
""")


if __name__ == "__main__":
    raise SystemExit(main())
