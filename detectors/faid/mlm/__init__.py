"""FAID's masked language model: corpus, MLM training and ONNX export (needs the `train` extra).

- `corpus`: unlabeled sentences from permissively licensed public sets and Parry's own
  seed texts, cleaned and deduplicated, with a fixed hash-chosen 5% held out.
- `train`: `BertForMaskedLM` initialised from a local encoder (the packaged
  all-MiniLM-L6-v2 by default), MLM with the encoder unfrozen, masked-token accuracy on the
  held-out text before and after.
- `export`: ONNX graph returning vocabulary logits at one mask position per row, int8
  quantization, parity checks and the model card.

Submodules are imported by name (`from detectors.faid.mlm.train import train_mlm`) so
`corpus` stays usable without torch.
"""
