"""BRACE losses against hand computations."""

import math

import pytest

torch = pytest.importorskip("torch")

from detectors.brace.model import (  # noqa: E402
    IGNORE,
    focal_loss,
    load_balance_loss,
    multi_positive_info_nce,
    prototype_diversity,
)

torch.set_num_threads(2)


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def test_focal_loss_matches_hand_computation() -> None:
    logits = torch.tensor([2.0, -1.0, 0.5])
    target = torch.tensor([1.0, 0.0, float(IGNORE)])
    p_harmful = _sigmoid(2.0)  # true class harmful: alpha_t = 0.25, p_t = p
    p_benign = 1.0 - _sigmoid(-1.0)  # true class benign: alpha_t = 0.75, p_t = 1 - p
    expected = (
        0.25 * (1 - p_harmful) ** 2 * -math.log(p_harmful) + 0.75 * (1 - p_benign) ** 2 * -math.log(p_benign)
    ) / 2  # the IGNORE example is not counted
    assert focal_loss(logits, target, alpha=0.25, gamma=2.0).item() == pytest.approx(expected, rel=1e-5)


def test_focal_loss_with_gamma_zero_is_weighted_cross_entropy() -> None:
    logits = torch.tensor([0.3, -2.0])
    target = torch.tensor([1.0, 1.0])
    expected = 0.25 * torch.nn.functional.binary_cross_entropy_with_logits(logits, target)
    assert focal_loss(logits, target, gamma=0.0).item() == pytest.approx(expected.item(), rel=1e-6)


def test_focal_loss_without_labels_is_zero() -> None:
    loss = focal_loss(torch.tensor([1.0, -1.0]), torch.full((2,), float(IGNORE)))
    assert loss.item() == 0.0


def test_info_nce_multi_positive_matches_hand_computation() -> None:
    # Two classes, two prototypes each, in 2-D; the second feature is not unit length.
    prototypes = torch.tensor([[[1.0, 0.0], [0.6, 0.8]], [[-1.0, 0.0], [0.0, 1.0]]])
    features = torch.tensor([[1.0, 0.0], [0.0, 2.0], [5.0, 5.0]])
    labels = torch.tensor([0, 1, IGNORE])
    tau = 0.5

    def nce(positive: list[float], negative: list[float]) -> float:
        pos = sum(math.exp(s / tau) for s in positive)
        return -math.log(pos / (pos + sum(math.exp(s / tau) for s in negative)))

    # cosines: feature 0 -> (1, 0.6 | -1, 0); feature 1 -> (0, 0.8 | 0, 1)
    expected = (nce([1.0, 0.6], [-1.0, 0.0]) + nce([0.0, 1.0], [0.0, 0.8])) / 2
    loss = multi_positive_info_nce(features, prototypes, labels, tau=tau)
    assert loss.item() == pytest.approx(expected, rel=1e-5)


def test_info_nce_is_lower_for_a_feature_near_its_class() -> None:
    prototypes = torch.tensor([[[1.0, 0.0], [0.9, 0.1]], [[-1.0, 0.0], [-0.9, 0.1]]])
    near = multi_positive_info_nce(torch.tensor([[1.0, 0.05]]), prototypes, torch.tensor([0]))
    far = multi_positive_info_nce(torch.tensor([[-1.0, 0.05]]), prototypes, torch.tensor([0]))
    assert near.item() < 0.01 < far.item()


def test_diversity_is_mean_pairwise_cosine() -> None:
    orthogonal = torch.tensor([[[1.0, 0.0], [0.0, 3.0]]])
    collapsed = torch.tensor([[[1.0, 0.0], [2.0, 0.0]]])
    angles = [0.0, 2 * math.pi / 3, 4 * math.pi / 3]
    spread = torch.tensor([[[math.cos(a), math.sin(a)] for a in angles]])
    assert prototype_diversity(orthogonal).item() == pytest.approx(0.0, abs=1e-6)
    assert prototype_diversity(collapsed).item() == pytest.approx(1.0, abs=1e-6)
    assert prototype_diversity(spread).item() == pytest.approx(-0.5, abs=1e-6)
    both = torch.cat([orthogonal, collapsed])  # averaged over classes
    assert prototype_diversity(both).item() == pytest.approx(0.5, abs=1e-6)


def test_balance_loss_is_minimal_for_a_uniform_gate() -> None:
    uniform = torch.full((8, 6), 1 / 6)
    assert load_balance_loss(uniform).item() == pytest.approx(0.0, abs=1e-7)
    generator = torch.Generator().manual_seed(0)
    for _ in range(20):
        gate = torch.softmax(3 * torch.randn(8, 6, generator=generator), dim=-1)
        assert load_balance_loss(gate).item() > load_balance_loss(uniform).item()
    collapsed = torch.zeros(8, 6)
    collapsed[:, 0] = 1.0
    assert load_balance_loss(collapsed).item() == pytest.approx(5.0)  # CV² of (8, 0, 0, 0, 0, 0)
