//! One page of a listing.

use serde::Serialize;
use utoipa::ToSchema;

/// One page of a listing.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    /// Always true.
    pub success: bool,
    /// The items of this page.
    pub data: Vec<T>,
    /// Items in the whole listing.
    pub total: usize,
    /// Index of the first item of this page.
    pub offset: usize,
    /// Most items per page.
    pub limit: usize,
}
