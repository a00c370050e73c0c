//! Move tables computed at compile time, so generation and attack tests are table look-ups and short loops.

use boardgame::bits::bit;

/// Up to `N` destination points.
#[derive(Clone, Copy)]
pub(crate) struct Steps<const N: usize> {
    pub len: u8,
    pub to: [u8; N],
}

impl<const N: usize> Steps<N> {
    const EMPTY: Steps<N> = Steps { len: 0, to: [0; N] };

    const fn with(mut self, to: u8) -> Steps<N> {
        self.to[self.len as usize] = to;
        self.len += 1;
        self
    }

    /// The destinations in order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.to[..self.len as usize].iter().map(|&s| s as usize)
    }
}

/// Up to `N` (blocking point, destination) pairs: the horse leg or elephant eye that must be empty.
#[derive(Clone, Copy)]
pub(crate) struct Blocked<const N: usize> {
    pub len: u8,
    pub pairs: [(u8, u8); N],
}

impl<const N: usize> Blocked<N> {
    const EMPTY: Blocked<N> = Blocked {
        len: 0,
        pairs: [(0, 0); N],
    };

    const fn with(mut self, block: u8, to: u8) -> Blocked<N> {
        self.pairs[self.len as usize] = (block, to);
        self.len += 1;
        self
    }

    /// The (blocking point, destination) pairs in order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.pairs[..self.len as usize]
            .iter()
            .map(|&(b, t)| (b as usize, t as usize))
    }
}

/// The index of (file, rank), if on the board.
const fn at(file: i32, rank: i32) -> Option<u8> {
    if file >= 0 && file < 9 && rank >= 0 && rank < 10 {
        Some((rank * 9 + file) as u8)
    } else {
        None
    }
}

const fn file_of(sq: usize) -> i32 {
    (sq % 9) as i32
}

const fn rank_of(sq: usize) -> i32 {
    (sq / 9) as i32
}

/// Whether (file, rank) lies in the palace of the half that `home_rank` is in.
const fn in_palace_of(file: i32, rank: i32, home_rank: i32) -> bool {
    let rank_ok = if home_rank < 5 {
        rank >= 0 && rank <= 2
    } else {
        rank >= 7 && rank <= 9
    };
    rank_ok && file >= 3 && file <= 5
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// Steps inside the palace, for the king (`ORTHOGONAL`) or the advisor (`DIAGONAL`).
const fn palace_steps(dirs: [(i32, i32); 4]) -> [Steps<4>; 90] {
    let mut table = [Steps::EMPTY; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = (file_of(sq), rank_of(sq));
        if in_palace_of(f, r, r) {
            let mut d = 0;
            while d < 4 {
                let (nf, nr) = (f + dirs[d].0, r + dirs[d].1);
                if in_palace_of(nf, nr, r)
                    && let Some(to) = at(nf, nr)
                {
                    table[sq] = table[sq].with(to);
                }
                d += 1;
            }
        }
        sq += 1;
    }
    table
}

/// King steps: one point orthogonally, staying in the palace.
pub(crate) static KING: [Steps<4>; 90] = palace_steps(ORTHOGONAL);
/// Advisor steps: one point diagonally, staying in the palace.
pub(crate) static ADVISOR: [Steps<4>; 90] = palace_steps(DIAGONAL);

/// Elephant moves: (eye, destination), two points diagonally without crossing the river.
pub(crate) static ELEPHANT: [Blocked<4>; 90] = {
    let mut table = [Blocked::EMPTY; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIAGONAL[d];
            if let (Some(eye), Some(to)) = (at(f + df, r + dr), at(f + 2 * df, r + 2 * dr))
                && (r < 5) == (r + 2 * dr < 5)
            {
                table[sq] = table[sq].with(eye, to);
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// The eight horse jumps as (leg offset, destination offset) in (file, rank).
const HORSE_JUMPS: [((i32, i32), (i32, i32)); 8] = [
    ((0, 1), (-1, 2)),
    ((0, 1), (1, 2)),
    ((0, -1), (-1, -2)),
    ((0, -1), (1, -2)),
    ((1, 0), (2, 1)),
    ((1, 0), (2, -1)),
    ((-1, 0), (-2, 1)),
    ((-1, 0), (-2, -1)),
];

/// Horse moves: (leg, destination).
pub(crate) static HORSE: [Blocked<8>; 90] = {
    let mut table = [Blocked::EMPTY; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut j = 0;
        while j < 8 {
            let (leg, to) = HORSE_JUMPS[j];
            if let (Some(leg), Some(to)) = (at(f + leg.0, r + leg.1), at(f + to.0, r + to.1)) {
                table[sq] = table[sq].with(leg, to);
            }
            j += 1;
        }
        sq += 1;
    }
    table
};

/// Horses attacking a point: (leg, horse square). The leg is the horse's, so it sits diagonally next to the target.
pub(crate) static HORSE_ATTACKERS: [Blocked<8>; 90] = {
    let mut table = [Blocked::EMPTY; 90];
    let mut from = 0;
    while from < 90 {
        let mut i = 0;
        while i < HORSE[from].len as usize {
            let (leg, to) = HORSE[from].pairs[i];
            table[to as usize] = table[to as usize].with(leg, from as u8);
            i += 1;
        }
        from += 1;
    }
    table
};

/// Soldier steps per colour (index 0 Red, moving up; 1 Black, moving down): forward, and sideways once across.
pub(crate) static SOLDIER: [[Steps<3>; 90]; 2] = {
    let mut table = [[Steps::EMPTY; 90]; 2];
    let mut color = 0;
    while color < 2 {
        let forward = if color == 0 { 1 } else { -1 };
        let mut sq = 0;
        while sq < 90 {
            let (f, r) = (file_of(sq), rank_of(sq));
            let crossed = if color == 0 { r >= 5 } else { r <= 4 };
            if let Some(to) = at(f, r + forward) {
                table[color][sq] = table[color][sq].with(to);
            }
            if crossed {
                if let Some(to) = at(f - 1, r) {
                    table[color][sq] = table[color][sq].with(to);
                }
                if let Some(to) = at(f + 1, r) {
                    table[color][sq] = table[color][sq].with(to);
                }
            }
            sq += 1;
        }
        color += 1;
    }
    table
};

/// Points from which a soldier of a colour attacks a point (the reverse of [`SOLDIER`]).
pub(crate) static SOLDIER_ATTACKERS: [[Steps<3>; 90]; 2] = {
    let mut table = [[Steps::EMPTY; 90]; 2];
    let mut color = 0;
    while color < 2 {
        let mut from = 0;
        while from < 90 {
            let mut i = 0;
            while i < SOLDIER[color][from].len as usize {
                let to = SOLDIER[color][from].to[i] as usize;
                table[color][to] = table[color][to].with(from as u8);
                i += 1;
            }
            from += 1;
        }
        color += 1;
    }
    table
};

/// The four orthogonal rays from each point (up, down, right, left), nearest point first.
pub(crate) static RAYS: [[Steps<9>; 4]; 90] = {
    let mut table = [[Steps::EMPTY; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let (f, r) = (file_of(sq), rank_of(sq));
        let mut d = 0;
        while d < 4 {
            let (df, dr) = ORTHOGONAL[d];
            let mut k = 1;
            while let Some(to) = at(f + k * df, r + k * dr) {
                table[sq][d] = table[sq][d].with(to);
                k += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// The points of each ray of [`RAYS`] as a set (bit `sq` for point `sq`): with a position's occupied points, the
/// nearest pieces on a ray are found by a bit scan instead of a walk.
pub(crate) static RAY_SETS: [[u128; 4]; 90] = {
    let mut table = [[0; 4]; 90];
    let mut sq = 0;
    while sq < 90 {
        let mut d = 0;
        while d < 4 {
            let ray = RAYS[sq][d];
            let mut k = 0;
            while k < ray.len as usize {
                table[sq][d] |= bit(ray.to[k] as usize);
                k += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    table
};

/// The legs of the horses that would attack each point, as a set (bit `sq` for point `sq`; the points diagonally
/// next to it that such a horse's jump passes): leaving one may let a horse attack the point.
pub(crate) static HORSE_LEGS: [u128; 90] = {
    let mut table = [0; 90];
    let mut sq = 0;
    while sq < 90 {
        let horses = HORSE_ATTACKERS[sq];
        let mut i = 0;
        while i < horses.len as usize {
            table[sq] |= bit(horses.pairs[i].0 as usize);
            i += 1;
        }
        sq += 1;
    }
    table
};

/// The points a move must leave or reach to give check to a king on a point (see [`CHECK_SETS`]).
#[derive(Clone, Copy)]
pub(crate) struct CheckSets {
    /// Points whose vacating may open an attack: the king's four lines (a chariot's or cannon's line, a cannon's
    /// screen) and the legs of the horses that would attack it.
    pub origins: u128,
    /// Points on which a piece may attack the king or become a cannon's screen: the four lines, and the points the
    /// attacking colour's horses and soldiers would attack it from.
    pub targets: u128,
}

/// [`CheckSets`] by the attacking colour (0 Red, 1 Black) and the king's point. A move that neither leaves an origin
/// nor reaches a target cannot give check, since the king it would check was not attacked before it.
pub(crate) static CHECK_SETS: [[CheckSets; 90]; 2] = {
    let none = CheckSets {
        origins: 0,
        targets: 0,
    };
    let mut table = [[none; 90]; 2];
    let mut color = 0;
    while color < 2 {
        let mut king = 0;
        while king < 90 {
            let rays = RAY_SETS[king];
            let lines = rays[0] | rays[1] | rays[2] | rays[3];
            let mut targets = lines;
            let horses = HORSE_ATTACKERS[king];
            let mut i = 0;
            while i < horses.len as usize {
                targets |= bit(horses.pairs[i].1 as usize);
                i += 1;
            }
            let soldiers = SOLDIER_ATTACKERS[color][king];
            let mut i = 0;
            while i < soldiers.len as usize {
                targets |= bit(soldiers.to[i] as usize);
                i += 1;
            }
            table[color][king] = CheckSets {
                origins: lines | HORSE_LEGS[king],
                targets,
            };
            king += 1;
        }
        color += 1;
    }
    table
};

/// The point of `set` (points on ray `d` of some point, not empty) nearest that point: up and right (rays 0 and 2)
/// run towards higher indices, down and left towards lower ones.
#[inline]
pub(crate) fn nearest(set: u128, d: usize) -> usize {
    boardgame::bits::nearest(set, d == 0 || d == 2)
}

/// The points of a set (bit `sq` for point `sq`), in increasing order.
pub(crate) fn points(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let sq = set.trailing_zeros() as usize;
            set &= set - 1;
            sq
        })
    })
}
