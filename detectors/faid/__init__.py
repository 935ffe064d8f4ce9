"""FAID: a fine-grained adaptive framework for implicit hate (issue 5).

A prompt-tuned masked-LM router sends each message to Shallow, Targeted or
Context-Dependent handling. So far: the cloze templates and the two-stage verbalizer
(`template.py`, `verbalizer.py`), and `mlm/`, which builds the masked language model they
prompt (the packaged all-MiniLM-L6-v2 with a BERT masked-LM head; training needs the
`train` extra).
"""
