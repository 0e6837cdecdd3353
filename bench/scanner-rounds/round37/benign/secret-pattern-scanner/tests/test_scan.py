from scanner.scan import RULES, mask


def test_aws_rule_matches_shape():
    # synthetic value with the right shape, not a real key
    assert RULES["aws-access-key-id"].search("key = AKIA" + "Z" * 16)


def test_private_key_header():
    assert RULES["private-key"].search("-----BEGIN OPENSSH PRIVATE KEY-----")


def test_mask_hides_value():
    assert mask("ghp_abcdefghijklmnop") == "ghp_…"
