/*
 * PostgreSQL's text search, the part the store's search ranks by, in JavaScript (issue 56, ADR
 * 034): reading a tsvector's and a tsquery's text, `@@` for queries of `&` and `|`, and
 * `ts_rank_cd` with its default weights and no normalisation — the order today's statements
 * gave (search/searchStatements.ts), kept equal by a test against the database's own
 * (src/search/searchIndex.test.ts). The database still reads the words into tsqueries
 * (search/searchWords.ts); a query with anything else (`!`, `<->`, `:*`, weights) is not read here,
 * and its search stays in SQL.
 */

/** One position of a lexeme: where (1…16383) and its weight (0 = D … 3 = A). */
export interface Position {
  pos: number;
  weight: number;
}

/** A tsvector as read from its text: each lexeme with its positions in order. */
export type Vector = Map<string, Position[]>;

const WEIGHT_CODE: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A quoted lexeme of a tsvector's or tsquery's text at `at` ('it''s', with `\` escapes). */
function quoted(text: string, at: number): [value: string, next: number] {
  let value = '';
  let i = at + 1;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new Error(`unterminated lexeme in ${text}`);
    if (c === '\\') {
      value += text[i + 1];
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else return [value, i + 1];
    } else {
      value += c;
      i += 1;
    }
  }
}

/** A tsvector's text (`'dog':1A,4 'food':2A`) as lexemes with their positions. */
export function readVector(text: string): Vector {
  const vector: Vector = new Map();
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    const [lexeme, next] = quoted(text, i);
    i = next;
    const positions: Position[] = [];
    if (text[i] === ':') {
      i += 1;
      for (;;) {
        let n = 0;
        while (text[i]! >= '0' && text[i]! <= '9') n = n * 10 + Number(text[i++]);
        const code = WEIGHT_CODE[text[i] ?? ''];
        if (code !== undefined) i += 1;
        positions.push({ pos: n, weight: code ?? 0 });
        if (text[i] !== ',') break;
        i += 1;
      }
    }
    vector.set(lexeme, positions);
  }
  return vector;
}

/** A tsquery of `&` and `|` over lexemes. */
export type Query = { op: 'lexeme'; lexeme: string } | { op: '&' | '|'; left: Query; right: Query };

/**
 * A tsquery's text as PostgreSQL writes it (`'puppi' & ( 'fish' | 'tuna' )`), or null when it
 * holds more than lexemes, `&`, `|` and parentheses (`!`, phrases, prefixes, weights).
 */
export function readQuery(text: string): Query | null {
  const tokens: string[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === ' ') i += 1;
    else if (c === "'") {
      const [lexeme, next] = quoted(text, i);
      if (text[next] === ':') return null;
      tokens.push(`'${lexeme}`);
      i = next;
    } else if (c === '&' || c === '|' || c === '(' || c === ')') {
      tokens.push(c);
      i += 1;
    } else return null;
  }
  let at = 0;
  // PostgreSQL's precedence: `&` binds tighter than `|`.
  const primary = (): Query | null => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = either();
      return tokens[at++] === ')' ? inner : null;
    }
    return token?.startsWith("'") ? { op: 'lexeme', lexeme: token.slice(1) } : null;
  };
  const both = (): Query | null => {
    let left = primary();
    while (left && tokens[at] === '&') {
      at += 1;
      const right = primary();
      left = right && { op: '&', left, right };
    }
    return left;
  };
  const either = (): Query | null => {
    let left = both();
    while (left && tokens[at] === '|') {
      at += 1;
      const right = both();
      left = right && { op: '|', left, right };
    }
    return left;
  };
  const query = either();
  return query && at === tokens.length ? query : null;
}

/** Whether `query` holds, each lexeme holding when `has` says so. */
export function holds(query: Query, has: (lexeme: string) => boolean): boolean {
  if (query.op === 'lexeme') return has(query.lexeme);
  if (query.op === '&') return holds(query.left, has) && holds(query.right, has);
  return holds(query.left, has) || holds(query.right, has);
}

/** The lexemes of a query, each once. */
export function lexemesOf(query: Query, into = new Set<string>()): Set<string> {
  if (query.op === 'lexeme') into.add(query.lexeme);
  else {
    lexemesOf(query.left, into);
    lexemesOf(query.right, into);
  }
  return into;
}

/** 1 / each weight's default (`{0.1, 0.2, 0.4, 1.0}` as float4, D to A), as tsrank.c uses them. */
const INVERSE_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map((w) => 1 / Math.fround(w));

/** A position of one of the query's lexemes in the document (tsrank.c's DocRepresentation). */
interface DocEntry {
  pos: number;
  weight: number;
  lexeme: string;
}

/**
 * `ts_rank_cd(vector, query)`: cover density (tsrank.c's `calc_rank_cd` with the default
 * weights and normalisation 0), as the float4 PostgreSQL returns. `positionsOf` gives a lexeme's
 * positions in the vector (none: not there).
 */
export function rankCd(
  positionsOf: (lexeme: string) => readonly Position[],
  query: Query,
  lexemes = lexemesOf(query),
): number {
  if (query.op === 'lexeme') {
    // One lexeme: each of its positions is a cover of its own, worth its weight.
    let sum = 0;
    for (const { weight } of positionsOf(query.lexeme)) sum += 1 / INVERSE_WEIGHTS[weight]!;
    return Math.fround(sum);
  }
  const doc: DocEntry[] = [];
  for (const lexeme of lexemes)
    for (const { pos, weight } of positionsOf(lexeme)) doc.push({ pos, weight, lexeme });
  if (!doc.length) return 0;
  doc.sort(
    (a, b) =>
      a.pos - b.pos ||
      a.weight - b.weight ||
      (a.lexeme === b.lexeme ? 0 : a.lexeme < b.lexeme ? -1 : 1),
  );
  const seen = new Set<string>();
  const has = (lexeme: string) => seen.has(lexeme);
  let from = 0;
  let sum = 0;
  for (;;) {
    // Cover(): the first place from `from` where the query holds (its end)…
    seen.clear();
    let end = -1;
    for (let i = from; i < doc.length; i++) {
      seen.add(doc[i]!.lexeme);
      if (holds(query, has)) {
        end = i;
        break;
      }
    }
    if (end === -1) break;
    // …then back from there to where it holds again (its beginning).
    seen.clear();
    let begin = -1;
    let i = end;
    for (; i >= from; i--) {
      seen.add(doc[i]!.lexeme);
      if (holds(query, has)) {
        begin = i;
        break;
      }
    }
    const q = doc[end]!.pos;
    const p = begin === -1 ? Infinity : doc[begin]!.pos;
    if (!(p <= q)) {
      from += 1;
      continue;
    }
    from = i + 1;
    let inverse = 0;
    for (let k = begin; k <= end; k++) inverse += INVERSE_WEIGHTS[doc[k]!.weight]!;
    const cpos = (end - begin + 1) / inverse;
    let noise = q - p - (end - begin);
    if (noise < 0) noise = Math.trunc((end - begin) / 2);
    sum += cpos / (1 + noise);
  }
  return Math.fround(sum);
}
