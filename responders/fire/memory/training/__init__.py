"""Training, export and evaluation of FIRE's memory encoder (the `train` extra: torch, transformers, onnx).

Run it as `python -m responders.fire.memory.training {train,export,eval}`; import the submodules
by name (`from responders.fire.memory.training.supcon import supcon_loss`). Serving never
imports this package.
"""
