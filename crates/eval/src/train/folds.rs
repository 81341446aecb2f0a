//! Which cross-validation fold each case falls in (`rules train --folds K
//! --fold-seed N`).
//!
//! A case's fold follows from its group (a hash of its first item's name),
//! so every copy of one tool lands in one fold. Seed 0 is the split every
//! figure so far was measured on (`group % K`); another seed mixes the seed
//! into the group first, so one can ask whether a figure holds on other
//! splits of the same cases.

/// The fold (`0..k`) of every case, by its group. `k` must be at least 1.
pub fn assign(groups: &[u64], k: u64, seed: u64) -> Vec<u64> {
    groups.iter().map(|&g| fold_of(g, k, seed)).collect()
}

/// The fold of one group.
fn fold_of(group: u64, k: u64, seed: u64) -> u64 {
    // Seed 0 keeps the plain modulo, so earlier figures reproduce exactly.
    if seed == 0 {
        group % k
    } else {
        splitmix64(group ^ seed) % k
    }
}

/// The finaliser of splitmix64 (Steele, Lea and Flood, 2014): every input
/// bit moves every output bit, so neighbouring seeds give unrelated splits.
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Group hashes of 300 names, each name under one to three case ids.
    fn groups() -> Vec<u64> {
        (0..300u64)
            .flat_map(|i| {
                let hash = super::super::group_hash(&format!("tool_{i}"));
                std::iter::repeat_n(hash, 1 + (i % 3) as usize)
            })
            .collect()
    }

    #[test]
    fn seeds_give_different_complete_group_respecting_splits() {
        let groups = groups();
        let k = 5;
        let zero = assign(&groups, k, 0);
        let one = assign(&groups, k, 1);
        for folds in [&zero, &one] {
            // Complete: every case in one fold of 0..k, and no fold empty.
            assert_eq!(folds.len(), groups.len());
            assert!(folds.iter().all(|&f| f < k));
            for fold in 0..k {
                assert!(folds.contains(&fold), "fold {fold} empty");
            }
            // Group-respecting: cases of one group share their fold.
            for (a, &ga) in groups.iter().enumerate() {
                for (b, &gb) in groups.iter().enumerate() {
                    if ga == gb {
                        assert_eq!(folds[a], folds[b]);
                    }
                }
            }
        }
        // Seed 0 is today's split.
        let plain: Vec<u64> = groups.iter().map(|g| g % k).collect();
        assert_eq!(zero, plain);
        // Another seed moves a good share of the cases (about 4 in 5 by
        // chance), not a handful.
        let moved = zero.iter().zip(&one).filter(|(a, b)| a != b).count();
        assert!(
            moved * 2 > groups.len(),
            "{moved} of {} moved",
            groups.len()
        );
        assert_ne!(assign(&groups, k, 2), one);
    }
}
