//! Schema migrations for both backends, run at start.

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::{AnyPool, SqlStr};

use crate::{Backend, StoreError};

const SQLITE: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../migrations/sqlite/0001_init.sql"),
    ),
    (
        2,
        "revisions_audit",
        include_str!("../migrations/sqlite/0002_revisions_audit.sql"),
    ),
    (
        3,
        "groups",
        include_str!("../migrations/sqlite/0003_groups.sql"),
    ),
];
const POSTGRES: &[(i64, &str, &str)] = &[
    (
        1,
        "init",
        include_str!("../migrations/postgres/0001_init.sql"),
    ),
    (
        2,
        "revisions_audit",
        include_str!("../migrations/postgres/0002_revisions_audit.sql"),
    ),
    (
        3,
        "groups",
        include_str!("../migrations/postgres/0003_groups.sql"),
    ),
];

/// Brings the database schema up to date. Safe to run from several replicas at
/// once: sqlx takes an advisory lock on PostgreSQL.
pub async fn run(pool: &AnyPool, backend: Backend) -> Result<(), StoreError> {
    let list = match backend {
        Backend::Sqlite => SQLITE,
        Backend::Postgres => POSTGRES,
    };
    let migrations = list
        .iter()
        .map(|(version, name, sql)| {
            Migration::new(
                *version,
                (*name).into(),
                MigrationType::Simple,
                SqlStr::from_static(sql),
                false,
            )
        })
        .collect();
    Migrator::with_migrations(migrations).run(pool).await?;
    Ok(())
}
