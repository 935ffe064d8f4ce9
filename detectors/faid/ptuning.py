"""FAID's Targeted strategy, training side: P-tuning of the masked LM on the soft template.

The soft template (`template.targeted_prompt`) places BERT's reserved "[unusedN]" tokens
around the comment, its LLM explanation and the [MASK]. While training, their input
embeddings come from a prompt encoder, as in P-tuning (Liu et al., "GPT Understands,
Too"): free vectors re-parameterised by a two-layer BiLSTM and an MLP, trained with the
whole masked LM on the same verbalizer loss as Shallow (`prompt_tuning.tune`).

For serving, the prompt encoder's output (it does not depend on the input) is baked into
the word-embedding rows of those tokens, and the tokens are registered as special tokens
in the saved tokenizer. The saved run is then an ordinary masked LM directory: the FAID
export, the ONNX mask scorer and `load_scorer` all read it unchanged. The decoder is tied
to the embeddings, so baking also changes the logits *of* the [unusedN] tokens; the class
probabilities are unaffected (the verbalizer never uses those tokens and normalises over
classes, which cancels the vocabulary softmax's denominator). A model loaded back from a
run (a later link of self-training's chain) trains those rows directly, without the BiLSTM.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import torch
from tokenizers import AddedToken, Tokenizer
from torch import Tensor, nn

from detectors.faid.prompt_tuning import TorchMaskScorer, check_run_dir
from detectors.faid.scorer import DEFAULT_MAX_LENGTH, pad_rows
from detectors.faid.template import SOFT_TOKENS, PromptBuilder, fit_targeted_prompt, targeted_prompt

if TYPE_CHECKING:
    from transformers import BertForMaskedLM


def register_soft_tokens(tokenizer: Tokenizer) -> list[int]:
    """Make the soft tokens single special tokens of `tokenizer` (in place); their ids in template order.

    Raises:
        ValueError: The vocabulary has no such reserved entries (not a BERT WordPiece vocabulary).
    """
    ids = [tokenizer.token_to_id(t) for t in SOFT_TOKENS]
    missing = [t for t, i in zip(SOFT_TOKENS, ids, strict=True) if i is None]
    if missing:
        raise ValueError(f"the tokenizer has no reserved entries {', '.join(missing)} for the soft template")
    tokenizer.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in SOFT_TOKENS])
    return [int(i) for i in ids if i is not None]


class PromptEncoder(nn.Module):
    """n free vectors -> BiLSTM (2 layers) -> MLP: the soft tokens' input embeddings."""

    def __init__(self, n_tokens: int, hidden: int) -> None:
        super().__init__()
        if hidden % 2:
            raise ValueError(f"hidden size {hidden} must be even for the BiLSTM halves")
        self.embedding = nn.Embedding(n_tokens, hidden)
        self.lstm = nn.LSTM(hidden, hidden // 2, num_layers=2, bidirectional=True, batch_first=True)
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, hidden))
        self.register_buffer("positions", torch.arange(n_tokens), persistent=False)

    def forward(self) -> Tensor:
        out, _ = self.lstm(self.embedding(self.positions).unsqueeze(0))
        vectors: Tensor = self.mlp(out.squeeze(0))
        return vectors


class TargetedScorer(TorchMaskScorer):
    """A `TorchMaskScorer` on the soft template, with the prompt encoder and the explanations.

    Args:
        model: The masked LM.
        tokenizer: Its tokenizer (the soft tokens are registered on a copy).
        explanations: The LLM's explanation per comment text; a comment without one is
            prompted without the background part.
        fresh_prompt: Train a new prompt encoder (True: the first P-tuning of a plain MLM);
            False uses the embedding rows the model already has (a baked run).
        max_length, batch_size: As `TorchMaskScorer`.
    """

    def __init__(
        self,
        model: BertForMaskedLM,
        tokenizer: Tokenizer,
        *,
        explanations: Mapping[str, str] | None = None,
        fresh_prompt: bool = True,
        max_length: int = DEFAULT_MAX_LENGTH,
        batch_size: int = 32,
    ) -> None:
        super().__init__(model, tokenizer, max_length=max_length, batch_size=batch_size)
        soft_ids = register_soft_tokens(self.tokenizer)  # on the scorer's own copy
        self.explanations = dict(explanations or {})
        self.soft_ids = torch.tensor(soft_ids, dtype=torch.long)
        hidden = int(model.config.hidden_size)
        self.prompt_encoder = PromptEncoder(len(soft_ids), hidden) if fresh_prompt else None

    def prompts(self, comments: Sequence[str], build: PromptBuilder = targeted_prompt) -> list[str]:
        """The soft template per comment, with its explanation; `build` is ignored (always the soft template)."""
        return [
            fit_targeted_prompt(c, self.explanations.get(c, ""), count_tokens=self.count_tokens,
                                max_tokens=self.max_length)
            for c in comments
        ]  # fmt: skip

    def _embeddings(self, input_ids: Tensor) -> Tensor:
        embeds: Tensor = self.model.bert.embeddings.word_embeddings(input_ids)
        if self.prompt_encoder is None:
            return embeds
        vectors = self.prompt_encoder()
        slot = torch.full((int(self.model.config.vocab_size),), -1, dtype=torch.long)
        slot[self.soft_ids] = torch.arange(len(self.soft_ids))
        where = slot[input_ids]
        soft = where >= 0
        return torch.where(soft.unsqueeze(-1), vectors[where.clamp(min=0)], embeds)

    def row_logits(self, rows: list[tuple[list[int], int]]) -> Tensor:
        input_ids, attention_mask, positions = (torch.from_numpy(a) for a in pad_rows(rows, self.pad_id))
        hidden: Tensor = self.model.bert(
            inputs_embeds=self._embeddings(input_ids), attention_mask=attention_mask
        ).last_hidden_state
        logits: Tensor = self.model.cls(hidden[torch.arange(len(rows)), positions])
        return logits

    def param_groups(self) -> list[dict[str, Any]]:
        groups = super().param_groups()
        if self.prompt_encoder is not None:
            groups.append({"params": list(self.prompt_encoder.parameters()), "weight_decay": 0.0})
        return groups

    def bake(self) -> None:
        """Write the prompt encoder's vectors into the soft tokens' embedding rows (then drop the encoder)."""
        if self.prompt_encoder is None:
            return
        with torch.no_grad():
            vectors = self.prompt_encoder().to(self.model.bert.embeddings.word_embeddings.weight.dtype)
            self.model.bert.embeddings.word_embeddings.weight[self.soft_ids] = vectors
        self.prompt_encoder = None

    def save(self, out: Path, source: Path) -> None:
        """Bake, then save the model and the tokenizer with the soft tokens registered."""
        self.bake()
        self.model.save_pretrained(out)
        self.tokenizer.save(str(out / "tokenizer.json"))


def targeted_scorer_factory(explanations: Mapping[str, str] | None = None) -> Callable[..., TargetedScorer]:
    """`make_scorer` for `prompt_tuning.tune`: a fresh prompt encoder on a plain MLM, the baked rows on a run."""

    def make(model_dir: str | Path, *, max_length: int = DEFAULT_MAX_LENGTH) -> TargetedScorer:
        from detectors.faid.mlm.train import load_mlm

        root = check_run_dir(model_dir)
        model, _ = load_mlm(root)
        tokenizer = Tokenizer.from_file(str(root / "tokenizer.json"))
        baked = tokenizer.token_to_id(SOFT_TOKENS[0]) is not None and any(
            t.content == SOFT_TOKENS[0] for t in tokenizer.get_added_tokens_decoder().values()
        )
        return TargetedScorer(model, tokenizer, explanations=explanations, fresh_prompt=not baked,
                              max_length=max_length)  # fmt: skip

    return make
