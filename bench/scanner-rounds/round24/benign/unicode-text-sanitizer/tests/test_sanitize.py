import importlib.util
import json
import pathlib

HERE = pathlib.Path(__file__).parent
spec = importlib.util.spec_from_file_location("sanitize", HERE.parent / "scripts" / "sanitize.py")
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
FX = json.loads((HERE / "fixtures.json").read_text(encoding="utf-8"))


def test_expected_outputs():
    for name, text in FX["inputs"].items():
        clean, _, _ = mod.sanitize(text)
        assert clean == FX["expected"][name], name


def test_tag_text_is_decoded_for_report():
    _, _, hidden = mod.sanitize(FX["inputs"]["tag_chars_hidden_ascii"])
    assert hidden == "hello from tag block"
