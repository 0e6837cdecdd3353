//! The seed's success envelope, shared by every REST answer.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A successful answer: `{"success": true, "data": ...}`.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Data<T> {
    /// Always true.
    pub success: bool,
    /// The answer.
    pub data: T,
}

impl<T> Data<T> {
    /// Wraps `data`.
    pub fn new(data: T) -> Self {
        Self {
            success: true,
            data,
        }
    }
}
