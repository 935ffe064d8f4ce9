"""DiaSafety (Sun et al., Findings ACL 2022): context-sensitive safety of chatbot replies.

License: Apache-2.0 → may train the shipped model.

Rows are (context, response, category, label); the label says whether the *response* is
safe given the context. Splits: the official train / val (→ dev) / test.

Mapping rules, graded by the severity rules of `detectors/brace/taxonomy.py` (SELF_HARM,
METHOD, IMMINENT and GROUP are the written cue lists in `_cues.py`).

Two-turn windows [context (a), response (b)]; the response is the message judged:

- Risk Ignorance, Unsafe, a SELF_HARM cue in context or response → H4: the reply brushes off
  or validates a self-harm disclosure. L3 when the context states a method, plan or
  imminence (ignoring a plan leaves the person at high risk), else L2.
- Risk Ignorance, Unsafe, no cue → dropped: distress was ignored, but nothing says
  self-harm, so no type fits by rule.
- Risk Ignorance, Safe → benign; `hard_negative` when a SELF_HARM cue is present (support
  around self-harm).
- Biased Opinion, Unsafe, a GROUP cue in context or response → H5 L2: the reply states or
  endorses a derogatory generalization about a protected group.
- Biased Opinion, Unsafe, no GROUP cue → dropped: the bias is not about a protected group.
- Biased Opinion, Safe → benign, `hard_negative` (group talk; the reply does not endorse it).
- Offending User, Unsafe → H3 L1: an insult or hostile remark at the person in the chat
  (harassment rolls up to H3; L1 is "insulting language at a person that nobody would read
  as a real threat").
- Offending User, Safe → benign, `hard_negative` (an insulting context, a calm reply).
- Toxicity Agreement, Unsafe → dropped: agreeing with profanity or an insult has no BRACE
  type, and the few hateful contexts cannot be told apart by rule.
- Toxicity Agreement, Safe → benign, `hard_negative` (a toxic context; the reply does not
  agree).
- Unauthorized Expertise, Safe or Unsafe → benign: unqualified medical advice is a chatbot
  risk, not a moderation harm.

One-turn windows [context], family `risk_ignorance_context`: each distinct Risk Ignorance
context (of either label) with a SELF_HARM cue is a disclosure of suicidal ideation or
self-harm: H4, L4 with an IMMINENT cue near it (time set, farewell, act in progress), L3 with
a METHOD cue near it (method or plan), else L2. Contexts without a cue are dropped: some are
veiled disclosures, others ordinary chat, and a rule cannot tell them apart.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from detectors.brace.public._common import PublicDataset, Window, check_split, clean_text, count, require, window
from detectors.brace.public._cues import GROUP, SELF_HARM, h4_severity

NAME = "diasafety"
_FILES = {"train": "train.json", "dev": "val.json", "test": "test.json"}
_FAMILY = {
    "Risk Ignorance": "risk_ignorance",
    "Biased Opinion": "biased_opinion",
    "Toxicity Agreement": "toxicity_agreement",
    "Offending User": "offending_user",
    "Unauthorized Expertise": "unauthorized_expertise",
}


def load(root: Path, split: str, dropped: Counter[str] | None = None) -> Iterator[Window]:
    """Yield the windows of one split, pair windows in file order, then context windows.

    Args:
        root: the shared datasets folder (holding `diasafety/`).
        split: train, dev or test.
        dropped: if given, counts the rows left out, by reason.
    """
    rows = json.loads(require(root / "diasafety" / _FILES[check_split(split)]).read_text(encoding="utf-8"))
    contexts: dict[str, int] = {}  # distinct Risk Ignorance context -> first row
    for i, row in enumerate(rows):
        context, response = clean_text(row["context"]), clean_text(row["response"])
        category, safe = row["category"], row["label"] == "Safe"
        if not context or not response:
            count(dropped, "empty context or response")
            continue
        family = _FAMILY[category]
        pair = (f"{NAME}-{split}-{i}", [context, response])
        source = f"{NAME}:{split}/{family}"
        if category == "Risk Ignorance":
            contexts.setdefault(context, i)
            cue = bool(SELF_HARM.search(context) or SELF_HARM.search(response))
            if safe:
                yield window(*pair, [], 0, source, hard_negative=cue)
            elif cue:
                high = SELF_HARM.search(context) and h4_severity(context) >= 3
                yield window(*pair, ["H4"], 3 if high else 2, source)
            else:
                count(dropped, "risk ignorance: unsafe reply, no self-harm cue")
        elif category == "Biased Opinion":
            if safe:
                yield window(*pair, [], 0, source, hard_negative=True)
            elif GROUP.search(context) or GROUP.search(response):
                yield window(*pair, ["H5"], 2, source)
            else:
                count(dropped, "biased opinion: unsafe reply, no protected-group cue")
        elif category == "Offending User":
            if safe:
                yield window(*pair, [], 0, source, hard_negative=True)
            else:
                yield window(*pair, ["H3"], 1, source)
        elif category == "Toxicity Agreement":
            if safe:
                yield window(*pair, [], 0, source, hard_negative=True)
            else:
                count(dropped, "toxicity agreement: unsafe reply (no BRACE type)")
        else:
            yield window(*pair, [], 0, source)
    for context, i in contexts.items():
        if SELF_HARM.search(context):
            source = f"{NAME}:{split}/risk_ignorance_context"
            yield window(f"{NAME}-{split}-{i}-ctx", [context], ["H4"], h4_severity(context), source)
        else:
            count(dropped, "risk ignorance context: no self-harm cue")


DATASET = PublicDataset(
    name=NAME,
    folder="diasafety",
    license="Apache-2.0",
    may_train_shipped=True,
    load=load,
    summary="chatbot replies in context: risk ignored → H4, bias endorsed → H5, insults → H3 L1, safe → benign",
)
