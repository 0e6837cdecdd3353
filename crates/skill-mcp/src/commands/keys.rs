//! `skill-mcp keys`: create, list and revoke API keys for the HTTP server.

use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use skill_core::Groups;
use skill_core::text::escape_controls as esc;
use skill_server::api_keys;
use skill_store::Role;
use uuid::Uuid;

use crate::cli::{GlobalArgs, KeysCommand, RoleArg};
use crate::context::{cli_actor, open_store};

/// Runs one `keys` subcommand.
pub async fn run(global: &GlobalArgs, command: KeysCommand) -> Result<ExitCode> {
    match command {
        KeysCommand::Create { role, name, groups } => create(global, role, name, groups).await,
        KeysCommand::List { json } => list(global, json).await,
        KeysCommand::Revoke { id } => {
            let id = Uuid::parse_str(id.trim()).with_context(|| {
                format!(
                    "'{}' is not a key id: give the ID column of `skill-mcp keys list`",
                    esc(&id)
                )
            })?;
            revoke(global, id).await
        }
    }
}

/// Creates a key. The token is printed once, alone on the last line of
/// stdout, so that scripts can take it with `tail -n 1`.
async fn create(
    global: &GlobalArgs,
    role: RoleArg,
    name: Option<String>,
    groups: Option<Groups>,
) -> Result<ExitCode> {
    let name = name.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty());
    let role = match role {
        RoleArg::Admin => Role::Admin,
        RoleArg::Reader => Role::Reader,
    };
    let groups = groups.unwrap_or_default();
    if role == Role::Admin && !groups.is_empty() {
        bail!("--groups limits reader keys only; an admin key sees every skill");
    }
    let (_, store) = open_store(global).await?;
    let created = api_keys::create(store.as_ref(), role, name, groups, &cli_actor()).await?;
    println!(
        "Created {} key {}{}{}. Store it now: it is shown only this once.",
        role.as_str(),
        created.record.id,
        created
            .record
            .name
            .as_deref()
            .map(|n| format!(" ({n})"))
            .unwrap_or_default(),
        if created.record.groups.is_empty() {
            String::new()
        } else {
            format!(" for groups {}", created.record.groups)
        }
    );
    println!("{}", created.token);
    Ok(ExitCode::SUCCESS)
}

/// Lists keys, newest first (ids, names and roles; never tokens).
async fn list(global: &GlobalArgs, json: bool) -> Result<ExitCode> {
    let (_, store) = open_store(global).await?;
    let keys = store.api_keys().await?;
    if json {
        println!("{}", serde_json::to_string_pretty(&keys)?);
        return Ok(ExitCode::SUCCESS);
    }
    if keys.is_empty() {
        println!("No API keys. Create one with: skill-mcp keys create --role admin");
        return Ok(ExitCode::SUCCESS);
    }
    let rows: Vec<(String, String)> = keys
        .iter()
        .map(|k| (k.id.to_string(), k.groups.joined()))
        .collect();
    print_key_table(keys.iter().zip(&rows).map(|(k, (id, groups))| KeyLine {
        id,
        role: k.role.as_str(),
        revoked: k.revoked_at.is_some(),
        groups,
        name: k.name.as_deref(),
    }));
    Ok(ExitCode::SUCCESS)
}

/// One row of `keys list`, from the store or from a server's admin API.
pub(super) struct KeyLine<'a> {
    pub id: &'a str,
    pub role: &'a str,
    pub revoked: bool,
    /// Comma-separated; empty for a key that sees every group.
    pub groups: &'a str,
    pub name: Option<&'a str>,
}

/// Prints the `keys list` table: one layout for the local command and
/// `--server ... keys list`. Names are escaped (they are outside input).
pub(super) fn print_key_table<'a>(rows: impl IntoIterator<Item = KeyLine<'a>>) {
    println!(
        "{:<36}  {:<6}  {:<8}  {:<20}  NAME",
        "ID", "ROLE", "STATE", "GROUPS"
    );
    for k in rows {
        let groups = if k.groups.is_empty() {
            "(all)".into()
        } else {
            esc(k.groups)
        };
        println!(
            "{:<36}  {:<6}  {:<8}  {:<20}  {}",
            esc(k.id),
            esc(k.role),
            if k.revoked { "revoked" } else { "active" },
            groups,
            esc(k.name.unwrap_or("-"))
        );
    }
}

/// Revokes a key; requests with it are refused from the next request on.
async fn revoke(global: &GlobalArgs, id: Uuid) -> Result<ExitCode> {
    let (_, store) = open_store(global).await?;
    if store.revoke_api_key(id, &cli_actor()).await? {
        println!("revoked {id}");
        Ok(ExitCode::SUCCESS)
    } else {
        bail!("no active API key has id {id}; see `skill-mcp keys list`");
    }
}
