"""The supervised contrastive loss: against a direct transcription of the formula, clustering, edge cases."""

import math

import pytest

torch = pytest.importorskip("torch")

from responders.fire.memory.training.supcon import supcon_loss  # noqa: E402


def reference(features, labels, tau: float) -> float:  # type: ignore[no-untyped-def]
    """Khosla et al. eq. 2 (L_out) written as loops, skipping anchors without a positive."""
    z = torch.nn.functional.normalize(features.double(), dim=1)
    losses = []
    for i in range(len(z)):
        positives = [p for p in range(len(z)) if p != i and labels[p] == labels[i]]
        if not positives:
            continue
        denominator = sum(math.exp(float(z[i] @ z[a]) / tau) for a in range(len(z)) if a != i)
        losses.append(
            -sum(math.log(math.exp(float(z[i] @ z[p]) / tau) / denominator) for p in positives) / len(positives)
        )
    return sum(losses) / len(losses)


def clusters(n_classes: int = 4, per_class: int = 6, noise: float = 0.1, seed: int = 0):  # type: ignore[no-untyped-def]
    generator = torch.Generator().manual_seed(seed)
    centres = torch.randn(n_classes, 16, generator=generator)
    labels = torch.arange(n_classes).repeat_interleave(per_class)
    return centres[labels] + noise * torch.randn(len(labels), 16, generator=generator), labels


def test_matches_the_formula_including_a_lone_anchor() -> None:
    features = torch.randn(7, 5, generator=torch.Generator().manual_seed(1))
    labels = torch.tensor([0, 0, 1, 1, 1, 2, 0])  # class 2 has a single sample
    for tau in (0.07, 0.5):
        assert float(supcon_loss(features, labels, tau)) == pytest.approx(reference(features, labels, tau), rel=1e-5)


def test_well_clustered_embeddings_score_lower_than_shuffled_labels() -> None:
    features, labels = clusters()
    shuffled = labels[torch.randperm(len(labels), generator=torch.Generator().manual_seed(2))]
    assert float(supcon_loss(features, labels)) < 0.5 * float(supcon_loss(features, shuffled))


def test_no_positive_anywhere_is_zero_and_still_backpropagates() -> None:
    features = torch.randn(3, 4, requires_grad=True)
    loss = supcon_loss(features, torch.tensor([0, 1, 2]))
    assert loss.item() == 0.0
    loss.backward()
    assert features.grad is not None and torch.isfinite(features.grad).all()
    single = torch.randn(1, 4, requires_grad=True)
    supcon_loss(single, torch.tensor([3])).backward()
    assert single.grad is not None and torch.isfinite(single.grad).all()


def test_gradient_flows_and_descent_lowers_the_loss() -> None:
    features, labels = clusters(noise=2.0)
    features.requires_grad_(True)
    optimizer = torch.optim.SGD([features], lr=0.5)
    losses = []
    for _ in range(5):
        loss = supcon_loss(features, labels, temperature=0.1)
        optimizer.zero_grad()
        loss.backward()
        assert features.grad is not None and torch.isfinite(features.grad).all() and features.grad.abs().sum() > 0
        optimizer.step()
        losses.append(loss.item())
    assert losses[-1] < losses[0]


def test_bad_inputs_are_refused() -> None:
    with pytest.raises(ValueError, match="temperature"):
        supcon_loss(torch.randn(2, 3), torch.tensor([0, 0]), temperature=0.0)
    with pytest.raises(ValueError, match="labels"):
        supcon_loss(torch.randn(2, 3), torch.tensor([0, 0, 1]))
