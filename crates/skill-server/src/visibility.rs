//! `Visibility`: which published skills one caller may see. Every provider
//! call takes one, so a front end cannot read the catalog without saying
//! whose view it answers. A hidden skill is answered exactly as a skill that
//! does not exist.

use skill_core::Groups;
use skill_store::Role;

/// Which skills a caller sees: all of them, or the ungrouped ones and those
/// in at least one of its groups.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// Every published skill (admins, unrestricted keys, a local user
    /// without `serve --groups`).
    #[default]
    All,
    /// Ungrouped skills, and skills sharing a group with this set.
    Groups(Groups),
}

impl Visibility {
    /// What an API key sees: an admin key or a key limited to no group sees
    /// all; a reader key limited to groups sees those.
    pub fn of_key(role: Role, groups: &Groups) -> Self {
        if role == Role::Admin || groups.is_empty() {
            Self::All
        } else {
            Self::Groups(groups.clone())
        }
    }

    /// What an access token sees: an admin token all; a reader token the
    /// ungrouped skills and those of the groups in its groups claim (none
    /// claimed: ungrouped only, unlike a key, since an identity provider
    /// that sends no claim has not granted any group).
    pub fn of_token(role: Role, claimed: &[String]) -> Self {
        if role == Role::Admin {
            Self::All
        } else {
            Self::Groups(Groups::of_claim(claimed))
        }
    }

    /// What `serve --groups` grants the local user: all without groups.
    pub fn of_groups(groups: Option<Groups>) -> Self {
        groups.map_or(Self::All, Self::Groups)
    }

    /// True when a skill in `skill_groups` is visible.
    pub fn allows(&self, skill_groups: &Groups) -> bool {
        match self {
            Self::All => true,
            Self::Groups(mine) => skill_groups.is_empty() || mine.intersects(skill_groups),
        }
    }

    /// True for [`Visibility::All`].
    pub fn is_all(&self) -> bool {
        matches!(self, Self::All)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(list: &str) -> Groups {
        Groups::parse_list(list).unwrap()
    }

    #[test]
    fn ungrouped_skills_are_for_everyone_grouped_ones_for_their_groups() {
        let data = Visibility::Groups(g("data"));
        assert!(data.allows(&Groups::none()));
        assert!(data.allows(&g("data,platform")));
        assert!(!data.allows(&g("finance")));
        assert!(Visibility::All.allows(&g("finance")));
        let nothing = Visibility::Groups(Groups::none());
        assert!(nothing.allows(&Groups::none()));
        assert!(!nothing.allows(&g("data")));
    }

    #[test]
    fn admins_and_unlimited_keys_see_all() {
        assert_eq!(Visibility::of_key(Role::Admin, &g("data")), Visibility::All);
        assert_eq!(
            Visibility::of_key(Role::Reader, &Groups::none()),
            Visibility::All
        );
        assert_eq!(
            Visibility::of_key(Role::Reader, &g("data")),
            Visibility::Groups(g("data"))
        );
        assert_eq!(Visibility::of_groups(None), Visibility::All);
    }
}
