//! Deserializing untrusted YAML into JSON values within a budget.
//!
//! A small YAML document can expand enormously through aliases (`*a`
//! repeats the whole anchored node): 40 KiB of frontmatter referring 10,000
//! times to a 30 KiB string is 300 MB of values. The YAML parser bounds the
//! number of alias jumps, not their size, so this seed counts what it builds
//! (bytes of text, plus a fixed cost per node) and the nesting depth, and
//! stops at the first value past either limit, before it is allocated.

use std::cell::Cell;
use std::fmt;

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

/// What building one node costs besides its text: the `Value` itself.
const NODE_COST: usize = std::mem::size_of::<Value>();

/// Why the budget stopped deserialization.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exceeded {
    /// The values grew past the byte budget.
    Size,
    /// A value sits deeper than the depth limit.
    Depth,
}

/// The limits and what is left of them; shared by every node of one document.
#[derive(Debug)]
pub struct Budget {
    left: Cell<usize>,
    max_depth: usize,
    exceeded: Cell<Option<Exceeded>>,
}

impl Budget {
    /// A budget of `bytes` for the whole document and `max_depth` levels.
    pub fn new(bytes: usize, max_depth: usize) -> Self {
        Self {
            left: Cell::new(bytes),
            max_depth,
            exceeded: Cell::new(None),
        }
    }

    /// Which limit stopped deserialization, if one did.
    pub fn exceeded(&self) -> Option<Exceeded> {
        self.exceeded.get()
    }

    /// The seed that deserializes the document's root value.
    pub fn root(&self) -> BoundedValue<'_> {
        BoundedValue {
            budget: self,
            depth: 1,
        }
    }

    fn spend<E: de::Error>(&self, bytes: usize) -> Result<(), E> {
        let cost = bytes.saturating_add(NODE_COST);
        match self.left.get().checked_sub(cost) {
            Some(left) => {
                self.left.set(left);
                Ok(())
            }
            None => self.fail(Exceeded::Size),
        }
    }

    fn fail<T, E: de::Error>(&self, why: Exceeded) -> Result<T, E> {
        self.exceeded.set(Some(why));
        Err(E::custom(match why {
            Exceeded::Size => "frontmatter expands past its size budget",
            Exceeded::Depth => "frontmatter is nested too deep",
        }))
    }
}

/// A seed producing a [`Value`] at some depth, charging the shared budget.
#[derive(Clone, Copy)]
pub struct BoundedValue<'b> {
    budget: &'b Budget,
    depth: usize,
}

impl BoundedValue<'_> {
    fn child(self) -> Self {
        Self {
            budget: self.budget,
            depth: self.depth + 1,
        }
    }
}

impl<'de> DeserializeSeed<'de> for BoundedValue<'_> {
    type Value = Value;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        if self.depth > self.budget.max_depth {
            return self.budget.fail(Exceeded::Depth);
        }
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for BoundedValue<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any valid JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Value, E> {
        self.budget.spend(0)?;
        Ok(Value::Bool(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Value, E> {
        self.budget.spend(0)?;
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Value, E> {
        self.budget.spend(0)?;
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Value, E> {
        self.budget.spend(0)?;
        Ok(Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Value, E> {
        self.budget.spend(v.len())?;
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E: de::Error>(self, v: String) -> Result<Value, E> {
        self.budget.spend(v.len())?;
        Ok(Value::String(v))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Value, E> {
        self.budget.spend(0)?;
        Ok(Value::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Value, E> {
        self.visit_unit()
    }

    fn visit_some<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        self.deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        self.budget.spend(0)?;
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(self.child())? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        self.budget.spend(0)?;
        let mut out = Map::new();
        while let Some(key) = map.next_key_seed(BoundedKey(self.budget))? {
            let value = map.next_value_seed(self.child())?;
            out.insert(key, value);
        }
        Ok(Value::Object(out))
    }
}

/// A map key: text (numbers and booleans as written), charged to the budget.
struct BoundedKey<'b>(&'b Budget);

impl<'de> DeserializeSeed<'de> for BoundedKey<'_> {
    type Value = String;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<String, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for BoundedKey<'_> {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a string")
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<String, E> {
        self.0.spend(v.len())?;
        Ok(v.to_owned())
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<String, E> {
        self.visit_str(&v.to_string())
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<String, E> {
        self.visit_str(&v.to_string())
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<String, E> {
        self.visit_str(&v.to_string())
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<String, E> {
        self.visit_str(&v.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(yaml: &str, bytes: usize, depth: usize) -> (Result<Value, String>, Option<Exceeded>) {
        let budget = Budget::new(bytes, depth);
        let d = serde_norway::Deserializer::from_str(yaml);
        let r = budget.root().deserialize(d).map_err(|e| e.to_string());
        (r, budget.exceeded())
    }

    #[test]
    fn builds_the_same_values_as_serde_json_would() {
        let yaml = "a: 1\nb: [x, 2.5, true, null]\nc: {d: -3}\n1: one\n";
        let (v, exceeded) = parse(yaml, 1 << 20, 32);
        let expected: Value = serde_norway::from_str(yaml).unwrap();
        assert_eq!(v.unwrap(), expected);
        assert_eq!(exceeded, None);
    }

    #[test]
    fn alias_expansion_stops_at_the_budget() {
        let big = "x".repeat(10_000);
        let refs = vec!["*a"; 1_000].join(",");
        let yaml = format!("big: &a \"{big}\"\nrefs: [{refs}]\n");
        let (v, exceeded) = parse(&yaml, 1 << 20, 32);
        assert!(v.is_err());
        assert_eq!(exceeded, Some(Exceeded::Size));
        // The same document with room for it parses.
        let (v, exceeded) = parse(&yaml, 64 << 20, 32);
        assert_eq!(v.unwrap()["refs"].as_array().unwrap().len(), 1_000);
        assert_eq!(exceeded, None);
    }

    #[test]
    fn depth_counts_every_level() {
        let (v, exceeded) = parse("a: [[1]]", 1 << 20, 4);
        assert!(v.is_ok());
        assert_eq!(exceeded, None);
        let (v, exceeded) = parse("a: [[[1]]]", 1 << 20, 4);
        assert!(v.is_err());
        assert_eq!(exceeded, Some(Exceeded::Depth));
    }
}
