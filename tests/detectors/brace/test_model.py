"""BraceModel on a tiny randomly initialised BERT: shapes, prototypes, blend, masks, ablations, training, ONNX."""

from dataclasses import replace
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from detectors.brace.model import (  # noqa: E402
    IGNORE,
    BraceLabels,
    BraceModel,
    BraceModelConfig,
    PrototypeMemory,
    blend_logits,
    export_onnx,
)

torch.set_num_threads(2)

VOCAB, BATCH, LENGTH = 100, 3, 7
TINY = BraceModelConfig(feature_dim=32, chain_dim=32, expert_dim=16, proto_heads=2)


def tiny_encoder(seed: int = 0) -> transformers.BertModel:
    torch.manual_seed(seed)
    config = transformers.BertConfig(
        vocab_size=VOCAB, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    return transformers.BertModel(config, add_pooling_layer=False)


def tiny_model(**changes: object) -> BraceModel:
    return BraceModel(replace(TINY, **changes), encoder=tiny_encoder())


def batch(size: int = BATCH, length: int = LENGTH, seed: int = 1) -> tuple["torch.Tensor", "torch.Tensor"]:
    generator = torch.Generator().manual_seed(seed)
    input_ids = torch.randint(1, VOCAB, (size, length), generator=generator)
    attention_mask = torch.ones_like(input_ids)
    attention_mask[-1, length // 2 :] = 0  # the last window is padded
    return input_ids, attention_mask


def full_labels(size: int = BATCH, length: int = LENGTH) -> BraceLabels:
    indicators = torch.zeros(size, 32)
    indicators[:, 3] = 1.0
    bio = torch.zeros(size, length, dtype=torch.long)
    bio[:, 1], bio[:, 2] = 1, 2
    return BraceLabels(
        types=torch.arange(size) % 6,
        severity=torch.arange(size) % 5,
        topics=torch.arange(size) % 20,
        indicators=indicators,
        has_indicators=torch.ones(size, dtype=torch.bool),
        bio=bio,
    )


def test_output_shapes_and_losses() -> None:
    model = tiny_model()
    out = model(*batch(), labels=full_labels())
    assert out.type_logits.shape == (BATCH, 6)
    assert out.severity_logits.shape == (BATCH, 5)
    assert out.binary_logits.shape == (BATCH,)
    assert out.topic_logits is not None and out.topic_logits.shape == (BATCH, 20)
    assert out.indicator_logits is not None and out.indicator_logits.shape == (BATCH, LENGTH, 32)
    assert out.bio_logits is not None and out.bio_logits.shape == (BATCH, LENGTH, 3)
    assert out.features.shape == (BATCH, 32)
    assert out.gate_probs is not None and out.gate_probs.shape == (BATCH, 6)
    expected = {"binary", "type", "severity", "chain", "proto", "diversity", "balance", "total"}
    expected |= {"chain_type", "chain_severity", "chain_topic", "chain_indicator", "chain_bio"}
    assert set(out.losses) == expected
    assert all(torch.isfinite(value) for value in out.losses.values())
    w = TINY.weights
    total = (
        out.losses["binary"]
        + w.type * out.losses["type"]
        + w.proto * out.losses["proto"]
        + w.chain * out.losses["chain"]
        + w.severity * out.losses["severity"]
        + w.diversity * out.losses["diversity"]
        + w.balance * out.losses["balance"]
    )
    assert out.losses["total"].item() == pytest.approx(total.item(), rel=1e-6)


def test_no_labels_no_losses() -> None:
    assert tiny_model()(*batch()).losses == {}


def test_blend_is_exactly_seventy_thirty() -> None:
    direct = torch.tensor([[1.0, 2.0, -3.0]])
    chain = torch.tensor([[3.0, -1.0, 0.5]])
    blended = blend_logits(direct, chain, 0.7)
    assert torch.equal(blended, 0.7 * direct + 0.3 * chain)
    assert blended.tolist()[0] == pytest.approx([1.6, 1.1, -1.95])
    assert blend_logits(direct, None, 0.7) is direct


def test_model_serves_the_blend_of_its_heads() -> None:
    model = tiny_model().eval()
    out = model(*batch())
    assert out.chain is not None and out.chain.type_logits is not None and out.chain.severity_logits is not None
    assert torch.equal(out.type_logits, 0.7 * out.type_direct + 0.3 * out.chain.type_logits)
    assert torch.equal(out.severity_logits, 0.7 * out.severity_direct + 0.3 * out.chain.severity_logits)


def test_missing_labels_contribute_nothing() -> None:
    model = tiny_model().eval()
    input_ids, attention_mask = batch()
    base = BraceLabels(types=torch.tensor([1, 0, 3]), severity=torch.tensor([2, 0, 4]))
    unannotated = BraceLabels(
        types=base.types,
        severity=base.severity,
        topics=torch.full((BATCH,), IGNORE),
        indicators=torch.full((BATCH, 32), float("nan")),  # whatever an unannotated row holds
        has_indicators=torch.zeros(BATCH, dtype=torch.bool),
        bio=torch.full((BATCH, LENGTH), IGNORE),
    )
    plain = model(input_ids, attention_mask, base).losses
    masked = model(input_ids, attention_mask, unannotated).losses
    for name in ("chain_topic", "chain_indicator", "chain_bio"):
        assert masked[name].item() == 0.0
    assert masked["total"].item() == pytest.approx(plain["total"].item(), rel=1e-6)

    # One annotated window among unannotated ones scores as that window alone.
    labels = full_labels()
    partial = BraceLabels(
        types=torch.tensor([labels.types[0], IGNORE, IGNORE]),
        severity=torch.tensor([labels.severity[0], IGNORE, IGNORE]),
        topics=torch.tensor([labels.topics[0], IGNORE, IGNORE]),
        indicators=labels.indicators,
        has_indicators=torch.tensor([True, False, False]),
        bio=torch.cat([labels.bio[:1], torch.full((2, LENGTH), IGNORE)]),
    )
    alone = BraceLabels(
        types=labels.types[:1],
        severity=labels.severity[:1],
        topics=labels.topics[:1],
        indicators=labels.indicators[:1],
        has_indicators=labels.has_indicators[:1],
        bio=labels.bio[:1],
    )
    mixed = model(input_ids, attention_mask, partial).losses
    single = model(input_ids[:1], attention_mask[:1], alone).losses
    for name in ("binary", "type", "severity", "proto", "chain_type", "chain_topic", "chain_indicator", "chain_bio"):
        assert mixed[name].item() == pytest.approx(single[name].item(), rel=1e-5, abs=1e-7), name


def test_padding_carries_no_evidence_loss() -> None:
    model = tiny_model().eval()
    input_ids, attention_mask = batch()
    labels = full_labels()
    noisy_bio = labels.bio.masked_fill(attention_mask == 0, 1)  # labels under padding are ignored
    clean_bio = labels.bio.masked_fill(attention_mask == 0, IGNORE)
    noisy = model(input_ids, attention_mask, BraceLabels(labels.types, labels.severity, bio=noisy_bio))
    clean = model(input_ids, attention_mask, BraceLabels(labels.types, labels.severity, bio=clean_bio))
    assert noisy.losses["chain_bio"].item() == pytest.approx(clean.losses["chain_bio"].item())


def clustered_features(per_class: int = 10, dim: int = 32) -> tuple["torch.Tensor", "torch.Tensor"]:
    generator = torch.Generator().manual_seed(2)
    centres = 5 * torch.randn(6, dim, generator=generator)
    labels = torch.arange(6).repeat_interleave(per_class)
    return centres[labels] + torch.randn(len(labels), dim, generator=generator), labels


def test_init_prototypes_centroid_plus_orthogonal_noise() -> None:
    memory = PrototypeMemory(TINY)
    features, labels = clustered_features()
    labels[labels == 5] = IGNORE  # class 5 has no example: its prototypes stay
    before = memory.prototypes.detach().clone()
    memory.init_prototypes(features, labels)
    bank = memory.prototypes.detach()
    assert torch.equal(bank[5], before[5])
    for c in range(5):
        members = features[labels == c]
        centroid = members.mean(dim=0)
        noise = bank[c] - centroid
        scale = TINY.proto_noise * members.norm(dim=-1).mean()
        assert torch.allclose(noise.norm(dim=-1), scale.expand(TINY.n_prototypes), rtol=1e-4)
        gram = (noise / scale) @ (noise / scale).T
        assert torch.allclose(gram, torch.eye(TINY.n_prototypes), atol=1e-4)  # distinct, orthogonal offsets
        assert torch.allclose(noise @ centroid, torch.zeros(TINY.n_prototypes), atol=1e-3 * centroid.norm().item())
    assert torch.all(memory.usage == 1 / TINY.n_prototypes)


def test_ema_update_moves_the_closest_prototype_by_one_minus_m() -> None:
    memory = PrototypeMemory(TINY)
    features, labels = clustered_features()
    memory.init_prototypes(features, labels)
    before = memory.prototypes.detach().clone()
    feature = before[2, 5] + 0.01 * torch.randn(32)  # class 2, closest to its prototype 5
    memory.update_prototypes(torch.stack([feature, feature]), torch.tensor([2, IGNORE]))
    after = memory.prototypes.detach()
    assert torch.allclose(after[2, 5] - before[2, 5], (1 - 0.99) * (feature - before[2, 5]), atol=1e-6)
    moved = (after != before).any(dim=-1)
    assert moved.sum() == 1 and moved[2, 5]
    assert memory.usage[2, 5] > 1 / TINY.n_prototypes > memory.usage[2, 0]
    assert int(memory.updates) == 1


def test_starving_prototype_is_softly_replaced() -> None:
    memory = PrototypeMemory(TINY)
    features, labels = clustered_features()
    memory.init_prototypes(features, labels)
    memory.updates.fill_(TINY.replace_warmup)  # threshold at full strength
    members = features[labels == 1]
    with torch.no_grad():
        memory.prototypes[1, 6] = -members.mean(dim=0)  # closest to no member: unused
    memory.usage[1, 6] = 0.0
    before = memory.prototypes.detach().clone()
    memory.update_prototypes(members, labels[labels == 1])
    sims = torch.nn.functional.normalize(members, dim=-1) @ torch.nn.functional.normalize(before[1], dim=-1).T
    worst = members[sims.amax(dim=-1).argmin()]
    assert torch.allclose(memory.prototypes[1, 6].detach(), 0.5 * (before[1, 6] + worst), atol=1e-5)
    assert memory.usage[1, 6].item() == pytest.approx(1 / TINY.n_prototypes)


def test_no_replacement_right_after_init() -> None:
    memory = PrototypeMemory(TINY)
    features, labels = clustered_features()
    memory.init_prototypes(features, labels)
    memory.usage[1, 6] = 0.0  # starving, but the threshold has not ramped up yet
    before = memory.prototypes.detach().clone()
    far = -before[1, 0:1]  # closest to no prototype in particular, and nowhere near prototype 6
    memory.update_prototypes(far, torch.tensor([1]))
    assert torch.equal(memory.prototypes[1, 6].detach(), before[1, 6])


@pytest.mark.parametrize(
    ("changes", "absent"),
    [
        ({"use_chain": False}, {"chain", "chain_type", "chain_severity", "chain_topic", "chain_bio"}),
        ({"use_prototypes": False}, {"proto", "diversity"}),
        ({"use_moe": False}, {"balance"}),
        ({"chain_depth": 1}, {"chain_type", "chain_severity", "chain_indicator", "chain_bio"}),
        ({"chain_depth": 2}, {"chain_type", "chain_severity"}),
        ({"chain_depth": 3}, {"chain_type"}),
        ({"chain_depth": 4}, set()),
    ],
)
def test_ablation_switches_run(changes: dict[str, object], absent: set[str]) -> None:
    model = tiny_model(**changes)
    out = model(*batch(), labels=full_labels())
    assert not absent & set(out.losses)
    out.losses["total"].backward()
    assert model.type_head.weight.grad is not None
    config = model.config
    assert (out.topic_logits is None) == (not config.use_chain)
    assert (out.bio_logits is None) == (not config.has_stage(2))
    assert (out.gate_probs is None) == (not config.use_moe)
    if not config.has_stage(4):
        assert out.type_logits is out.type_direct
    if not config.has_stage(3):
        assert out.severity_logits is out.severity_direct
    model.init_prototypes(out.features.detach(), full_labels().types)  # a no-op without the bank
    model.update_prototypes(out.features.detach(), full_labels().types)


def test_bad_config_is_rejected() -> None:
    with pytest.raises(ValueError, match="chain_depth"):
        BraceModelConfig(chain_depth=5)
    with pytest.raises(ValueError, match="proto_heads"):
        BraceModelConfig(feature_dim=30, proto_heads=4)


def learnable_fixture(size: int = 40, length: int = 12) -> tuple["torch.Tensor", "torch.Tensor", BraceLabels]:
    """Random filler tokens; the window's type c is given by trigger token 10 + c at a random position."""
    generator = torch.Generator().manual_seed(3)
    input_ids = torch.randint(30, VOCAB, (size, length), generator=generator)
    types = torch.arange(size) % 6
    position = torch.randint(1, length, (size,), generator=generator)
    input_ids[torch.arange(size), position] = 10 + types
    indicators = torch.zeros(size, 32)
    indicators[torch.arange(size), types] = 1.0
    bio = torch.zeros(size, length, dtype=torch.long)
    bio[torch.arange(size), position] = 1
    labels = BraceLabels(
        types=types,
        severity=types % 5,
        topics=types,
        indicators=indicators,
        has_indicators=torch.ones(size, dtype=torch.bool),
        bio=bio,
    )
    return input_ids, torch.ones_like(input_ids), labels


def test_training_on_a_small_fixture_reduces_the_loss() -> None:
    model = tiny_model()
    input_ids, attention_mask, labels = learnable_fixture()

    def eval_loss() -> float:
        model.eval()
        with torch.no_grad():
            loss = model(input_ids, attention_mask, labels).losses["total"].item()
        model.train()
        return loss

    initial = eval_loss()
    optimizer = torch.optim.AdamW(model.parameter_groups(encoder_lr=1e-3, head_lr=3e-3))
    for step in range(30):
        out = model(input_ids, attention_mask, labels)
        optimizer.zero_grad()
        out.losses["total"].backward()
        optimizer.step()
        if step == 9:  # "after the first epoch"
            model.init_prototypes(out.features.detach(), labels.types)
        elif step > 9:
            model.update_prototypes(out.features.detach(), labels.types)
    assert eval_loss() < 0.7 * initial


def test_onnx_export_matches_pytorch(tmp_path: Path) -> None:
    pytest.importorskip("onnx")
    ort = pytest.importorskip("onnxruntime")
    model = tiny_model()
    path = export_onnx(model, tmp_path / "brace.onnx")
    assert model.training  # export put the model back in its mode
    session = ort.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    names = [output.name for output in session.get_outputs()]
    assert names == ["type_probs", "severity_probs", "binary_prob", "topic_probs", "indicator_heatmap", "bio_probs"]
    model.eval()
    for size, length in [(1, 5), (4, 23)]:  # neither the traced batch nor length
        input_ids, attention_mask = batch(size, length, seed=size)
        feeds = {"input_ids": input_ids.numpy(), "attention_mask": attention_mask.numpy()}
        ort_outputs = session.run(None, feeds)
        with torch.no_grad():
            out = model(input_ids, attention_mask)
        assert out.chain is not None and out.indicator_logits is not None and out.bio_logits is not None
        expected = [
            torch.softmax(out.type_logits, -1),
            torch.softmax(out.severity_logits, -1),
            torch.sigmoid(out.binary_logits),
            torch.softmax(out.chain.topic_logits, -1),
            torch.sigmoid(out.indicator_logits),
            torch.softmax(out.bio_logits, -1),
        ]
        for name, got, want in zip(names, ort_outputs, expected, strict=True):
            assert got.shape == tuple(want.shape), name
            assert abs(got - want.numpy()).max() < 1e-4, name


def test_export_refuses_an_ablated_model(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="full reasoning chain"):
        export_onnx(tiny_model(chain_depth=3), tmp_path / "brace.onnx")
