"""BRACE's label space: harm types, severity levels, conversational topics, harm-language indicators.

Every BRACE artefact (the JSONL windows, the model heads, the ONNX outputs, the verdicts)
indexes these lists by position, so the order of `TYPES`, `SEVERITIES`, `TOPICS` and
`INDICATORS` is part of the model format: append new keys at the end, never reorder or
rename. `docs/brace/taxonomy.md` is generated from this module by
`scripts/brace_taxonomy_md.py`.

BRACE types roll up to Parry's harm labels (`detectors.taxonomy.HARM_TYPES`): H1 sexual,
H2 gambling, H3 violence, H4 self_harm, H5 illegal, and H5 with hate-speech indicators
also hate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True, slots=True)
class HarmType:
    """One BRACE harm type (or benign), with the rules that grade its severity."""

    key: str  # "H1".."H5", or "benign"
    name: str  # short human name
    label: str  # Parry harm label (detectors.taxonomy); "" for benign
    definition: str
    includes: tuple[str, ...]  # what counts as this type
    excludes: tuple[str, ...]  # look-alikes that do not (benign, or another type)
    severity_rules: tuple[str, ...]  # what makes a message of this type L1, L2, L3, L4 (4 entries)


@dataclass(frozen=True, slots=True)
class SeverityLevel:
    """One severity level, L0 (normal) to L4 (critical)."""

    level: int
    key: str  # "L0".."L4"
    name: str
    definition: str
    moderator_action: str  # what a moderator would typically do


@dataclass(frozen=True, slots=True)
class Topic:
    """What a conversation is about, independent of whether it is harmful."""

    key: str
    definition: str


@dataclass(frozen=True, slots=True)
class Indicator:
    """A harm-language feature that can be marked on the characters that show it."""

    key: str
    definition: str
    types: tuple[str, ...]  # the harm types it usually signals; all five for evasion and pressure tactics
    label: str = ""  # the Parry label it refines H5 to ("illegal" or "hate"), else ""


BENIGN = "benign"

_TYPES = (
    HarmType(
        key="H1",
        name="sexual content",
        label="sexual",
        definition=(
            "Pornography and sexual content: explicit sexual description or material, sexual solicitation, "
            "unwanted sexual advances, and any sexualization of minors."
        ),
        includes=(
            "explicit descriptions of sex acts or genitals",
            "links to, offers of, or requests for pornographic material",
            "selling sexual content or services, 'dm me for pics'",
            "unwanted sexual remarks or advances aimed at a person",
            "sexual remarks about minors, grooming, sextortion, threats to leak intimate images",
        ),
        excludes=(
            "sex education, sexual health and consent questions asked in good faith (benign)",
            "consensual flirting between adults without explicit content (benign)",
            "reporting on or condemning sexual abuse (benign)",
            "sexual slurs used as insults, without sexual content (H3 harassment or H5 hate)",
        ),
        severity_rules=(
            "L1: innuendo, crude sexual jokes or suggestive remarks with nothing explicit and no target",
            "L2: explicit sexual description or talk, or a sexual remark aimed at a person who did not invite it",
            "L3: distributing or advertising porn, selling sexual content or services, sexual solicitation, "
            "persistent or explicit unwanted advances",
            "L4: anything sexual involving a minor (content, grooming, requests for images), sextortion, "
            "sharing or threatening to share intimate images without consent",
        ),
    ),
    HarmType(
        key="H2",
        name="gambling",
        label="gambling",
        definition=(
            "Gambling promotion and betting solicitation: pushing people towards casinos, betting sites, "
            "tipster groups or 'sure win' schemes."
        ),
        includes=(
            "casino, slot, crash-game or betting-site promotion, referral links and bonus codes",
            "'guaranteed' odds, fixed matches, paid tips and VIP betting groups",
            "pressuring someone to bet or to chase losses",
            "gambling offers aimed at minors",
        ),
        excludes=(
            "talking about one's own legal bets, odds or results without promoting anything (benign)",
            "discussing gambling addiction, regulation or news (benign)",
            "in-game currencies and loot without real-money wagering (benign, unless sold as gambling)",
            "investment scams dressed as trading rather than betting (H5 fraud)",
        ),
        severity_rules=(
            "L1: nudging someone to bet ('just put 20 on it, easy money'), bragging about wins to tempt others",
            "L2: promoting a named gambling site, app or tipster, or touting odds, without a link, code or ask",
            "L3: referral links, bonus codes, paid tip or VIP groups, moving people off-platform to bet, "
            "urging someone to chase losses",
            "L4: gambling promotion aimed at minors, match fixing, or a betting scheme that takes money "
            "with no real bet (a scam posing as gambling also gets H5)",
        ),
    ),
    HarmType(
        key="H3",
        name="violence and threats",
        label="violence",
        definition=(
            "Violence, threats and incitement against people or animals, including targeted harassment "
            "and exposing someone's private details to harm them."
        ),
        includes=(
            "threats to hurt, kill or attack a person or group, explicit or veiled",
            "calls on others to commit violence (incitement)",
            "praising attacks or attackers, relishing gore",
            "targeted insults and bullying of a person (Parry's 'harassment' label rolls up here)",
            "doxxing: posting someone's address, school, phone or workplace",
        ),
        excludes=(
            "gaming trash talk and violent idioms with no real-world target ('I'll destroy you mid') (benign)",
            "news reporting, history, fiction discussion, self-defence advice (benign)",
            "hunting, martial arts, legal weapon talk without a threat (benign)",
            "threats to oneself (H4)",
        ),
        severity_rules=(
            "L1: hostile or insulting language at a person, violent hyperbole or wishes of mild harm "
            "that nobody would read as a real threat",
            "L2: wishing serious harm on someone, veiled or conditional threats with no specifics, "
            "praising violence, graphic gore shared to shock, sustained targeted bullying",
            "L3: an explicit threat against a specific person or group, incitement against a named target, "
            "doxxing, or a veiled threat backed by knowledge of where the target is",
            "L4: a credible, imminent threat (time, place, means, a weapon at hand), planning an attack, "
            "threat combined with doxxing, incitement to mass violence",
        ),
    ),
    HarmType(
        key="H4",
        name="suicide and self-harm",
        label="self_harm",
        definition=(
            "Suicide and self-harm: a person expressing intent or risk, sharing methods, or pushing others "
            "towards hurting themselves (including pro-eating-disorder encouragement)."
        ),
        includes=(
            "suicidal ideation, from passive wishes not to exist to active intent",
            "self-harm urges, acts, methods, plans, and farewell messages",
            "telling someone to kill or hurt themselves, and methods or 'tips' given to others",
            "promoting starvation or purging as a goal",
        ),
        excludes=(
            "recovery stories, support, hotline information, asking someone if they are safe (benign)",
            "news, research or policy discussion about suicide (benign)",
            "obvious hyperbole about trivia ('this exam is killing me') (benign)",
            "threats against others (H3)",
        ),
        severity_rules=(
            "L1: ambiguous or hyperbolic dark remarks ('kms lol') or hopelessness with no wish to die",
            "L2: suicidal ideation or self-harm urges without a plan or method, or disclosure of recent "
            "self-harm; casual 'kys' aimed at someone",
            "L3: a method or plan, asking for or sharing methods, encouraging a specific person to hurt or "
            "kill themselves, promoting eating-disorder behaviours",
            "L4: imminent risk: means at hand, a time set (tonight, now), farewell messages, an act in "
            "progress, or urging an at-risk person to do it now",
        ),
    ),
    HarmType(
        key="H5",
        name="other illegal and hate",
        label="illegal",
        definition=(
            "Other illegal or gravely harmful activity: drug and weapon trade, fraud and scams, and hate "
            "speech against protected groups (hate is an H5 sub-kind with its own Parry label)."
        ),
        includes=(
            "selling, buying or sourcing drugs, including code words and emoji menus",
            "trading weapons, ammunition or explosives, or instructions to make them",
            "phishing, fake giveaways, investment and crypto scams, account or card fraud",
            "slurs, dehumanization, stereotypes and incitement against protected groups",
        ),
        excludes=(
            "harm-reduction and medical talk about drugs, legal alcohol and cannabis talk (benign or L1)",
            "quoting or reporting hate in order to condemn it (benign)",
            "reclaimed in-group usage that is clearly not an attack (benign or L1)",
            "insults at an individual that do not target a group identity (H3 harassment)",
        ),
        severity_rules=(
            "L1: glamorizing drug use, mild stereotypes or edgy group jokes, vague 'get rich' hype",
            "L2: encouraging illegal drug use, derogatory generalizations or untargeted slurs, "
            "scam-like promotion without a concrete ask",
            "L3: offers to sell or buy drugs or prohibited weapons (switchblades, tasers, knuckles), phishing "
            "links, scams asking for money, slurs or dehumanization aimed at a group or at a person for their "
            "identity",
            "L4: trade or manufacture of firearms, ammunition or explosives, selling drugs to minors, scams run "
            "at scale on vulnerable people, dehumanization combined with a call to violence",
        ),
    ),
)

BENIGN_TYPE = HarmType(
    key=BENIGN,
    name="benign",
    label="",
    definition=(
        "No harm type applies to the judged message in its context, including messages that mention "
        "harmful topics to report, condemn, support, educate or joke without a real target."
    ),
    includes=(
        "ordinary chat on any topic",
        "hard negatives: trash talk, news, recovery support, legal betting talk, sex education, quoting to condemn",
    ),
    excludes=("anything that meets the L1 rule of a harm type",),
    severity_rules=(),
)

HARM_TYPES = MappingProxyType({t.key: t for t in _TYPES})
TYPES: tuple[str, ...] = tuple(HARM_TYPES)
# For single-label heads: index 0 is benign, then the harm types in TYPES order.
TYPE_CLASSES: tuple[str, ...] = (BENIGN, *TYPES)
TYPE_TO_LABEL = MappingProxyType({t.key: t.label for t in _TYPES})

_SEVERITIES = (
    SeverityLevel(
        0,
        "L0",
        "normal",
        "Benign: no harm type applies. Every benign window has severity 0 and every harmful one at least 1.",
        "none",
    ),
    SeverityLevel(
        1,
        "L1",
        "low",
        "Borderline or mild: crude, edgy or nudging, with no specific target, offer or risk. "
        "Most people would scroll past it; some servers would not.",
        "log; act only where server rules are strict",
    ),
    SeverityLevel(
        2,
        "L2",
        "moderate",
        "Clearly harmful but general: explicit content, hostility or promotion with no specific victim, "
        "transaction, plan or immediacy.",
        "delete or warn",
    ),
    SeverityLevel(
        3,
        "L3",
        "high",
        "Targeted or actionable: a specific victim, an offer or link to act on, a method or plan.",
        "delete, mute, alert moderators",
    ),
    SeverityLevel(
        4,
        "L4",
        "critical",
        "Imminent danger to life or safety, or the gravest content: credible threats with means or time, "
        "suicide in progress, anything sexual involving minors, firearms and explosives trade.",
        "remove at once, alert moderators now, escalate outside the platform where required",
    ),
)

SEVERITY_LEVELS = MappingProxyType({s.key: s for s in _SEVERITIES})
SEVERITIES: tuple[str, ...] = tuple(SEVERITY_LEVELS)

# Rules that apply across types, in the order an annotator should apply them.
SEVERITY_DECISION_RULES: tuple[str, ...] = (
    "Judge the last turn in the light of the turns before it; context can raise or lower the level.",
    "A window with several types gets every type that applies and the highest of their severities.",
    "Grade by the most severe reading a reasonable moderator would act on, not the worst conceivable one.",
    "Specificity raises the level: a named or present target, a price or link, a method, a time or place.",
    "Immediacy raises the level: 'tonight', 'now', 'I'm outside', means at hand.",
    "Minors raise any sexual, gambling or drug harm to L4.",
    "Evasion (leetspeak, spacing, emoji code, euphemism) never lowers the level; it is marked as an indicator.",
    "Reporting, quoting to condemn, education, support and fiction discussion are benign (L0) unless the "
    "message also adds harm of its own.",
    "Between two adjacent levels with no deciding cue, choose the lower one.",
)

_TOPICS = (
    Topic("gaming", "video games, matches, streams, esports and game communities"),
    Topic("sports", "sports fandom, teams, matches, athletes and playing sport, without wagering"),
    Topic("sports_betting", "betting, odds, casinos, slots, crash games, lotteries and any real-money wagering"),
    Topic("finance_crypto", "money, investing, trading, crypto, NFTs, loans and get-rich talk"),
    Topic("dating_relationships", "flirting, dating, partners, breakups and romantic or sexual relationships"),
    Topic("sexuality", "sex, sexual health and education, orientation, adult content and NSFW channels"),
    Topic("mental_health", "feelings, stress, depression, anxiety, therapy, crisis and recovery"),
    Topic("health_fitness", "bodies, diet, weight, exercise, illness, medicine and medical care"),
    Topic("news_politics", "current events, politics, elections, war, crime reports and activism"),
    Topic("drugs_party", "alcohol, drugs, vaping, nightlife, festivals and parties"),
    Topic("weapons_hunting", "firearms, knives, hunting, military gear, airsoft and self-defence"),
    Topic("school_education", "school, homework, exams, university, teachers and classmates"),
    Topic("work_career", "jobs, workplaces, bosses, side hustles and careers"),
    Topic("tech_programming", "software, hardware, accounts, security, hacking and the internet"),
    Topic("entertainment_media", "films, TV, music, books, anime, memes, creators and celebrities"),
    Topic("family_home", "family, parenting, housemates, neighbours, pets and everyday life at home"),
    Topic("identity_community", "religion, ethnicity, nationality, gender, LGBTQ+ and culture"),
    Topic("buy_sell_trade", "marketplaces, buying, selling, trading, giveaways, deals and payments"),
    Topic("server_meta", "the server or group itself: rules, moderation, roles, bots, raids and drama"),
    Topic("small_talk", "greetings, chit-chat and conversations with no particular subject"),
)

TOPIC_DEFINITIONS = MappingProxyType({t.key: t for t in _TOPICS})
TOPICS: tuple[str, ...] = tuple(TOPIC_DEFINITIONS)

_ALL = TYPES
_INDICATORS = (
    # violence, threats, harassment
    Indicator("threat_explicit", "a stated intention to hurt, kill or attack someone ('I will stab you')", ("H3",)),
    Indicator(
        "threat_veiled",
        "an implied or conditional threat ('watch your back', 'it'd be a shame if...', 'I know where you live')",
        ("H3",),
    ),
    Indicator(
        "incitement",
        "calling on others to harm, attack or drive out a person or group ('someone should shoot them')",
        ("H3", "H5"),
    ),
    Indicator(
        "violence_glorification",
        "praising attacks or attackers, or relishing graphic injury and gore",
        ("H3",),
    ),
    Indicator("weapon_mention", "naming a weapon or its use (gun, knife, bat, explosives)", ("H3", "H5")),
    Indicator(
        "targeted_insult",
        "an insult or degrading remark aimed at a specific person in the chat",
        ("H3",),
    ),
    Indicator(
        "doxxing_personal_info",
        "someone's private details exposed or sought: address, phone, school, workplace, real name, photos",
        ("H3", "H1"),
    ),
    # suicide and self-harm
    Indicator(
        "suicidal_ideation",
        "a wish to die or not exist, from passive ('I wish I wasn't here') to active intent",
        ("H4",),
    ),
    Indicator(
        "self_harm_method",
        "a means or method of suicide or self-harm: pills, blades, heights, ligatures, starving, amounts",
        ("H4",),
    ),
    Indicator(
        "farewell_language",
        "goodbyes, giving things away, 'this is the last time', 'take care of my cat'",
        ("H4",),
    ),
    Indicator(
        "self_harm_encouragement",
        "telling someone to hurt or kill themselves, or cheering self-harm or starvation on",
        ("H4",),
    ),
    # sexual content
    Indicator("sexual_explicit", "explicit description of sex acts, genitals or sexual material", ("H1",)),
    Indicator("sexual_innuendo", "suggestive double meanings and sexual hints with nothing explicit", ("H1",)),
    Indicator(
        "minor_sexualization",
        "any sexual remark, request or content involving someone under 18, or ages and school years in a sexual "
        "context",
        ("H1",),
    ),
    Indicator(
        "solicitation_contact",
        "asking for or offering sexual contact, pictures, content or services ('dm me for pics', 'send nudes')",
        ("H1",),
    ),
    # gambling
    Indicator(
        "gambling_referral",
        "a gambling site, app, referral link, bonus or promo code, or VIP tip group being pushed",
        ("H2",),
    ),
    Indicator(
        "odds_promotion",
        "touting odds, 'sure bets', fixed matches, guaranteed multipliers or win streaks to draw people in",
        ("H2",),
    ),
    # drugs, weapons, fraud
    Indicator(
        "drug_sale",
        "offering, buying, pricing or delivering illegal drugs or prescription meds",
        ("H5",),
        label="illegal",
    ),
    Indicator("drug_use", "describing, encouraging or glamorizing taking illegal drugs", ("H5",), label="illegal"),
    Indicator(
        "drug_code_words",
        "slang and code for drugs or dealing ('snow', 'molly', 'plug', 'tabs', 'za')",
        ("H5",),
        label="illegal",
    ),
    Indicator(
        "weapon_sale",
        "offering, buying or making guns, ammunition, explosives or illegal weapons",
        ("H5",),
        label="illegal",
    ),
    Indicator(
        "fraud_phishing",
        "tricking someone out of money, logins or personal data: fake giveaways, verification links, account "
        "theft, romance, gift-card and impersonation scams, card or identity fraud",
        ("H5",),
        label="illegal",
    ),
    Indicator(
        "fraud_investment",
        "too-good-to-be-true returns, crypto doubling, pump-and-dump, 'investment managers' asking for money",
        ("H5",),
        label="illegal",
    ),
    # hate
    Indicator("slur", "a slur against a protected group, in any spelling", ("H5",), label="hate"),
    Indicator(
        "dehumanization",
        "describing a group as animals, vermin, disease or subhuman",
        ("H5",),
        label="hate",
    ),
    Indicator(
        "stereotype_generalization",
        "sweeping negative claims about a whole protected group ('they are all thieves')",
        ("H5",),
        label="hate",
    ),
    # evasion and pressure tactics, any type
    Indicator("evasion_leetspeak", "letters swapped for digits or symbols to dodge filters ('k1ll', 'c4sino')", _ALL),
    Indicator("evasion_spacing", "letters split by spaces, dots or zero-width characters ('k i l l', 's.e.x')", _ALL),
    Indicator("emoji_code", "emoji standing in for harmful words (🍁 weed, 🔌 plug, ❄️ cocaine, 🍆 sex, 🔫)", _ALL),
    Indicator("euphemism", "a softened or coded phrase for the harm ('unalive', 'spicy pics', 'party favours')", _ALL),
    Indicator("urgency_pressure", "pressure to act now: 'last chance', 'only today', countdowns, guilt", _ALL),
    Indicator(
        "off_platform_move",
        "moving the talk somewhere less moderated: 'dm me', 'add my telegram', 'join my server'",
        _ALL,
    ),
)

INDICATOR_DEFINITIONS = MappingProxyType({i.key: i for i in _INDICATORS})
INDICATORS: tuple[str, ...] = tuple(INDICATOR_DEFINITIONS)
HATE_INDICATORS: frozenset[str] = frozenset(i.key for i in _INDICATORS if i.label == "hate")


def labels_for(types: Iterable[str], indicators: Iterable[str] = ()) -> tuple[str, ...]:
    """Map BRACE types to Parry harm labels, splitting H5 into `illegal` and `hate`.

    Args:
        types: BRACE type keys ("H1".."H5"); "benign" and unknown keys raise.
        indicators: indicator keys seen in the judged message.

    Returns:
        Parry labels in TYPES order, without duplicates. H5 becomes `hate` when a hate
        indicator (slur, dehumanization, stereotype) is present, `illegal` when a drug,
        weapon or fraud indicator is, both when both are, and `illegal` when neither is.

    Raises:
        ValueError: a type key is not one of TYPES.
    """
    wanted = set(types)
    unknown = wanted - set(TYPES)
    if unknown:
        raise ValueError(f"unknown BRACE type(s) {sorted(unknown)}; known: {', '.join(TYPES)}")
    seen = set(indicators)
    out: list[str] = []
    for key in TYPES:
        if key not in wanted:
            continue
        if key != "H5":
            out.append(TYPE_TO_LABEL[key])
            continue
        refined = {INDICATOR_DEFINITIONS[i].label for i in seen if i in INDICATOR_DEFINITIONS} - {""}
        out.extend(label for label in ("illegal", "hate") if label in (refined or {"illegal"}))
    return tuple(out)


__all__ = [
    "BENIGN",
    "BENIGN_TYPE",
    "HARM_TYPES",
    "HATE_INDICATORS",
    "INDICATORS",
    "INDICATOR_DEFINITIONS",
    "SEVERITIES",
    "SEVERITY_DECISION_RULES",
    "SEVERITY_LEVELS",
    "TOPICS",
    "TOPIC_DEFINITIONS",
    "TYPES",
    "TYPE_CLASSES",
    "TYPE_TO_LABEL",
    "HarmType",
    "Indicator",
    "SeverityLevel",
    "Topic",
    "labels_for",
]
