"""Written cue lists the mapping rules use where a data set's own labels are too coarse.

They work only inside a category or label the data set already gives: they gate a type (a
DiaSafety Risk Ignorance reply is H4 only when the exchange is about self-harm) or grade a
severity by the rules in `detectors/brace/taxonomy.py` (H4: ideation L2, a method or plan L3,
imminence L4). They never make a positive out of an ordinary row.
English only: the sets they apply to (DiaSafety, SDCNL) are English.
"""

from __future__ import annotations

import re

# Suicide or self-harm stated outright (intent, wish, act), including common misspellings.
SELF_HARM = re.compile(
    r"\b(?:"
    r"su[ie]?c[iu]?d\w*|susicide|kms|kys|unalive"
    r"|kill(?:ing|ed)?\s+(?:my|your|him|her|them)\s*sel(?:f|ves)"
    r"|end(?:ing)?\s+(?:my|it|this)\s+(?:life|all)|end\s+it\b|end\s+things"
    r"|take\s+my\s+(?:own\s+)?life"
    r"|(?:want|wanted|wanna|going|ready|deserve|wish)\s+(?:to\s+)?(?:to\s+)?die"
    r"|wish\s+i\s+(?:was|were)\s+(?:dead|never\s+born)|better\s+off\s+dead|rather\s+be\s+dead"
    r"|self[-\s]?harm\w*|harm(?:ing)?\s+myself|hurt(?:ing)?\s+myself"
    r"|cut(?:ting)?\s+(?:my\s*self|myself|my\s+(?:wrists?|arms?|legs?|thighs?))|cutting\s+again"
    r"|overdos\w*|\bOD\b|hang(?:ing)?\s+myself|slit\w*\s+(?:my\s+)?wrists?"
    r"|(?:don'?t|do\s+not|not)\s+want\s+to\s+(?:live|be\s+alive|exist|wake\s+up|be\s+here)"
    r"|tired\s+of\s+(?:living|being\s+alive|life)|(?:no|a)\s+reason\s+to\s+live|will\s+to\s+live"
    r"|can'?t\s+go\s+on|jump(?:ing)?\s+off|hope\s+i\s+die|cut\s+(?:for\s+the\s+first\s+time|again)"
    r")\b",
    re.IGNORECASE,
)

# A method or plan (the H4 L3 rule of detectors/brace/taxonomy.py).
METHOD = re.compile(
    r"\b(?:"
    r"overdos\w*|OD|(?:bottle|handful|box)\s+of\s+(?:\w+\s+)?pills|(?:all|\d+)\s+(?:of\s+)?(?:my\s+|the\s+)?pills|noose|rope|hang(?:ing)?\s+myself|slit\w*|wrists?|razors?|blades?"
    r"|jump(?:ing)?\s+(?:off|in\s+front)|bridge|shoot\s+myself|guns?|bleach|carbon\s+monoxide"
    r"|i\s+have\s+a\s+plan|(?:my|a)\s+plan\s+(?:to|is)|how\s+(?:to|do\s+i|can\s+i)\s+(?:kill|end|die)|painless"
    r")\b",
    re.IGNORECASE,
)

# Imminence: a time set, a farewell, an act in progress (the H4 L4 rule).
IMMINENT = re.compile(
    r"\b(?:"
    r"tonight|(?:do|end|doing|ending)\s+it\s+(?:right\s+)?now|(?:it|myself)\s+right\s+now|this\s+is\s+(?:it|goodbye|my\s+last|the\s+last)|(?:suicide|goodbye)\s+(?:note|letter)"
    r"|goodbye\s+(?:everyone|all|world|guys)|farewell|(?:just|already)\s+(?:took|swallowed)"
    r"|took\s+(?:all|a\s+bunch|the\s+whole|\d+)|(?:today|tomorrow)\s+is\s+the\s+(?:day|date)|is\s+the\s+date"
    r")\b",
    re.IGNORECASE,
)


NEAR = 150  # characters either side of a SELF_HARM cue in which METHOD or IMMINENT count


def h4_severity(text: str) -> int:
    """H4 severity of a text with a SELF_HARM cue: L4 when an IMMINENT cue is near one, L3 when a
    METHOD cue is, else L2 (ideation or recent self-harm). "Near" keeps a long post's unrelated
    "tonight" from raising it."""
    nearby = [text[max(0, m.start() - NEAR) : m.end() + NEAR] for m in SELF_HARM.finditer(text)]
    if any(IMMINENT.search(part) for part in nearby):
        return 4
    return 3 if any(METHOD.search(part) for part in nearby) else 2


# Protected groups (race, ethnicity, nationality, religion, gender, sexuality, disability).
# Plain group words, no slurs: the rule asks "is this exchange about a group of people".
# "retard" is left out on purpose: in these data it is mostly a generic insult.
GROUP = re.compile(
    r"\b(?:"
    r"blacks|black\s+(?:people|men|women|guys?|folks?|person|community|americans?)|whites|white\s+(?:people|men|women|guys?|folks?|race|trash)"
    r"|african[s-]?\w*|afro\w*|negro\w*|asians?|chinese|japanese|koreans?|indians?|pakistanis?|arabs?|middle\s+eastern"
    r"|mexicans?|latin[oax]s?|hispanics?|immigrants?|migrants?|refugees?|foreigners?|aboriginals?|natives?"
    r"|jews?|jewish|muslims?|islam\w*|moslems?|christians?|catholics?|hindus?|sikhs?|atheists?|buddhists?"
    r"|gays?|lesbians?|homosexual\w*|bisexual\w*|trans(?:gender)?|transsexual\w*|lgbt\w*|queers?"
    r"|women|woman|females?|girls|feminis\w*|men\b|males?"
    r"|disabled|autis\w*|wheelchair\s+users?"
    r")\b",
    re.IGNORECASE,
)
