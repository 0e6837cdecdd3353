import pkgname


def test_version() -> None:
    assert pkgname.__version__
