//! The gateway API's contract: the JSON a storage server answers on
//! `/api/gateway/*` and a gateway (`remote/`) reads. It sits below both the
//! HTTP front end and the remote provider, so the two sides share one
//! definition without the provider layer depending on a front end.

mod envelope;
mod file_item;
mod skill;

pub use envelope::Data;
pub use file_item::FileItem;
pub use skill::{GatewayFile, GatewaySearchHit, GatewaySkill, GatewaySkillDetail};
