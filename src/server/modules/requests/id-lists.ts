/** Lists of ids (users, files) read as sets: each id once, and equal whatever their order. */
export const uniq = <T>(xs: T[]) => [...new Set(xs)];
export const sameSet = <T>(a: T[], b: T[]) => a.length === b.length && a.every((x) => b.includes(x));
