from scripts.mdtable import cell_width

def test_cjk_width():
    assert cell_width("表格") == 4

def test_ascii_width():
    assert cell_width("abc") == 3
