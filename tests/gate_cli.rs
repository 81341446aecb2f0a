//! End-to-end tests of `mcpsift pin`, `verify`, `diff`, `keygen` and `sign` (being written).
