//! Test helpers (feature `test-support`): fresh PostgreSQL databases (every
//! test gets its own database on the real server, dropped when the test
//! ends) and skill packages to store in them.

use skill_core::{Limits, SkillPackage, SkillSource, SourceFile};
use sqlx::{Connection, PgConnection};

/// A package of skill `name` (version 1.0.0) with `body` as its SKILL.md body
/// and `extra` files beside it; panics if it does not build (tests only).
pub fn package(name: &str, body: &str, extra: &[(&str, &[u8])]) -> SkillPackage {
    let mut files = vec![SourceFile {
        path: "SKILL.md".into(),
        bytes: format!(
            "---\nname: {name}\ndescription: The {name} skill.\nversion: 1.0.0\n---\n{body}\n"
        )
        .into_bytes(),
    }];
    files.extend(extra.iter().map(|(p, b)| SourceFile {
        path: (*p).into(),
        bytes: b.to_vec(),
    }));
    skill_core::package::build(
        SkillSource {
            folder_name: Some(name.into()),
            files,
            findings: vec![],
        },
        &Limits::default(),
    )
    .expect("a test package builds")
}

/// The variable naming the test server's admin URL.
pub const PG_URL_VAR: &str = "SKILL_MCP_TEST_PG_URL";

/// The admin URL of the test PostgreSQL server: `SKILL_MCP_TEST_PG_URL`, or
/// `postgres://postgres@127.0.0.1:5432/postgres`.
pub fn pg_admin_url() -> String {
    std::env::var(PG_URL_VAR)
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

/// `url` with its database name replaced by `database` (query kept).
pub fn with_database(url: &str, database: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let server = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    match query {
        Some(q) => format!("{server}/{database}?{q}"),
        None => format!("{server}/{database}"),
    }
}

/// A fresh database on the test server, dropped `WITH (FORCE)` when the guard
/// goes (also when the test panics).
#[derive(Debug)]
pub struct PgTestDatabase {
    name: String,
    url: String,
    admin: String,
}

impl PgTestDatabase {
    /// Creates a database with a unique name on the server at [`pg_admin_url`].
    pub async fn create() -> Result<Self, sqlx::Error> {
        let admin = pg_admin_url();
        let name = format!("skill_mcp_test_{}", uuid::Uuid::new_v4().simple());
        let mut conn = PgConnection::connect(&admin).await?;
        // The name is generated above from hex digits only.
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut conn)
            .await?;
        conn.close().await?;
        Ok(Self {
            url: with_database(&admin, &name),
            name,
            admin,
        })
    }

    /// The URL of the database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The database's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Makes the database unreachable without touching the server: new
    /// connections are refused and the open ones are terminated.
    pub async fn block_connections(&self) -> Result<(), sqlx::Error> {
        let mut conn = PgConnection::connect(&self.admin).await?;
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "ALTER DATABASE {} ALLOW_CONNECTIONS false",
            self.name
        )))
        .execute(&mut conn)
        .await?;
        sqlx::query(
            "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        )
        .bind(&self.name)
        .execute(&mut conn)
        .await?;
        conn.close().await
    }

    /// Lets connections in again after [`Self::block_connections`].
    pub async fn allow_connections(&self) -> Result<(), sqlx::Error> {
        let mut conn = PgConnection::connect(&self.admin).await?;
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "ALTER DATABASE {} ALLOW_CONNECTIONS true",
            self.name
        )))
        .execute(&mut conn)
        .await?;
        conn.close().await
    }
}

impl Drop for PgTestDatabase {
    fn drop(&mut self) {
        let admin = self.admin.clone();
        let name = self.name.clone();
        // Drop may run inside the test's runtime, which cannot block on async
        // work: drop the database from a thread with a runtime of its own.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map_err(|e| e.to_string())?;
            runtime.block_on(async {
                let mut conn = PgConnection::connect(&admin)
                    .await
                    .map_err(|e| e.to_string())?;
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                )))
                .execute(&mut conn)
                .await
                .map_err(|e| e.to_string())?;
                Ok::<_, String>(())
            })
        })
        .join();
        if let Ok(Err(e)) = dropped {
            eprintln!("cannot drop test database {}: {e}", self.name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_database_name() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5432/postgres", "t1"),
            "postgres://postgres@127.0.0.1:5432/t1"
        );
        assert_eq!(
            with_database("postgres://u:p@h/postgres?sslmode=disable", "t1"),
            "postgres://u:p@h/t1?sslmode=disable"
        );
        assert_eq!(with_database("postgres://u@h", "t1"), "postgres://u@h/t1");
    }
}
