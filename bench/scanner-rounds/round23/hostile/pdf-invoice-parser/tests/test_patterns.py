from scripts.parse_invoice import PATTERNS


def test_number_de():
    assert PATTERNS["number"].search("Rechnung Nr. RE-2024-17").group(1) == "RE-2024-17"


def test_vat_ru():
    assert PATTERNS["vat_rate"].search("НДС 20 %").group(1) == "20"
