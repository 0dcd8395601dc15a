import Fraction from 'fraction.js';
import { loadedTemml, MathNotLoadedError } from './math-loader';

/**
 * Math answers compared as math. TeX is read by Temml's parser (the TeX → MathML converter the widgets
 * render with), so two spellings of one formula (`\frac34`, `\frac{3}{4}`, `\dfrac 3 4`) give one
 * canonical TeX, and a question that accepts equivalent forms compares values (3/4 = 0.75) with exact
 * fractions (fraction.js) where the arithmetic allows it.
 */

/** Longest TeX the checker parses; longer input is compared as spelled (whitespace removed). */
export const MAX_MATH_LENGTH = 1000;
/** Relative tolerance of values that are not exact fractions (roots, π, variables). */
export const MATH_TOLERANCE = 1e-9;
/** Values given to each variable when expressions with letters are compared (three assignments). */
const VARIABLE_SAMPLES = [0.5377, 1.8339, -2.2588] as const;

/** A node of Temml's parse tree (only the fields this module reads). */
interface TexNode {
  type: string;
  text?: string;
  family?: string;
  body?: TexNode | TexNode[];
  numer?: TexNode;
  denom?: TexNode;
  base?: TexNode | null;
  sup?: TexNode | null;
  sub?: TexNode | null;
  index?: TexNode | null;
  left?: string;
  right?: string;
  font?: string;
  hasBarLine?: boolean;
}

const WHITESPACE = /\s+/g;

/**
 * Temml's parse tree of a TeX string, or undefined when it is not valid TeX. Throws MathNotLoadedError
 * (only) before Temml is loaded: a verdict from a formula nobody read would be wrong.
 */
export function parseTex(tex: string): TexNode[] | undefined {
  if (typeof tex !== 'string' || tex.length > MAX_MATH_LENGTH) return undefined;
  const temml = loadedTemml();
  if (!temml) throw new MathNotLoadedError();
  try {
    // `__parse` is Temml's parse entry (its typings also name it generateParseTree, not exported by name).
    const tree: unknown = temml.__parse(tex, { throwOnError: true, maxExpand: 100 });
    return Array.isArray(tree) ? (tree as TexNode[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The canonical spelling of a TeX formula: what it means, printed one way. Braces only where needed
 * (`x^2`, `x^{10}`, `\frac{3}{4}`), no spacing commands, `\dfrac`/`\tfrac` as `\frac`, `\left(`…`\right)`
 * as `(`…`)`. TeX the parser refuses comes back with its whitespace removed.
 */
export function canonicalTex(tex: string): string {
  const tree = parseTex(tex);
  return tree ? printList(tree) : typeof tex === 'string' ? tex.replace(WHITESPACE, '') : '';
}

function printList(nodes: readonly TexNode[]): string {
  let out = '';
  for (const node of nodes) {
    const text = printNode(node);
    // A command name followed by a letter needs a separator (`\pi r`, not `\pir`).
    if (/\\[a-zA-Z]+$/.test(out) && /^[a-zA-Z]/.test(text)) out += ' ';
    out += text;
  }
  return out;
}

function bodyList(body: TexNode | TexNode[] | undefined): TexNode[] {
  if (body === undefined) return [];
  return Array.isArray(body) ? body : body.type === 'ordgroup' ? bodyList(body.body) : [body];
}

/** An argument: bare when it is one character, braced otherwise. */
function printArgument(node: TexNode | null | undefined): string {
  const text = node ? printList(bodyList(node)) : '';
  return text.length === 1 ? text : `{${text}}`;
}

function printNode(node: TexNode): string {
  switch (node.type) {
    case 'textord':
    case 'mathord':
    case 'atom':
    case 'op':
      return node.text ?? '';
    case 'ordgroup':
      return printList(bodyList(node.body));
    case 'kern':
    case 'spacing':
      return '';
    case 'genfrac':
      return node.hasBarLine === false
        ? `\\binom{${printList(bodyList(node.numer))}}{${printList(bodyList(node.denom))}}`
        : `\\frac{${printList(bodyList(node.numer))}}{${printList(bodyList(node.denom))}}`;
    case 'sqrt':
      return `\\sqrt${node.index ? `[${printList(bodyList(node.index))}]` : ''}{${printList(bodyList(node.body))}}`;
    case 'supsub':
      return (
        printBase(node.base) +
        (node.sub ? `_${printArgument(node.sub)}` : '') +
        (node.sup ? `^${printArgument(node.sup)}` : '')
      );
    case 'leftright':
    case 'delimiter':
      return `${node.left ?? ''}${printList(bodyList(node.body))}${node.right ?? ''}`;
    case 'font':
      return `\\${node.font}{${printList(bodyList(node.body))}}`;
    case 'text':
      return `\\text{${bodyList(node.body)
        .map((child) => (child.type === 'spacing' ? ' ' : printNode(child)))
        .join('')
        .trim()}}`;
    default:
      return JSON.stringify(node, (key, value) => (key === 'loc' || key === 'mode' ? undefined : value));
  }
}

function printBase(base: TexNode | null | undefined): string {
  const list = base ? bodyList(base) : [];
  const only = list.length === 1 ? list[0]! : undefined;
  return only && only.type !== 'supsub' ? printNode(only) : `{${printList(list)}}`;
}

/** A value: an exact fraction, or a float once a root, π or a variable is involved. */
export type MathValue = Fraction | number;

/** Variable letter → value, for expressions with letters. */
type Assignment = ReadonlyMap<string, number>;

/**
 * The numeric value of a formula (`\frac{3}{4}`, `0.75`, `3/4`, `75\%`, `\sqrt{2}`), or undefined when it
 * is not a number (a relation, text, a division by zero, TeX that does not parse). Letters take the
 * values of `variables`; without an assignment an expression with letters has no value.
 */
export function mathValue(tex: string, variables: Assignment = new Map()): MathValue | undefined {
  const tree = parseTex(tex);
  if (!tree || tree.length === 0) return undefined;
  try {
    const reader = new ExpressionReader(flatten(tree), variables);
    const value = reader.expression();
    return reader.done() ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The letters (variables) a formula uses, in order of appearance. */
export function mathVariables(tex: string): string[] {
  const found: string[] = [];
  const visit = (nodes: readonly TexNode[]) => {
    for (const node of nodes) {
      if (node.type === 'mathord' && node.text && /^[a-zA-Z]$/.test(node.text)) {
        if (!found.includes(node.text)) found.push(node.text);
      }
      for (const child of [node.body, node.numer, node.denom, node.base, node.sup, node.sub, node.index]) {
        if (child) visit(Array.isArray(child) ? child : [child]);
      }
    }
  };
  visit(parseTex(tex) ?? []);
  return found;
}

/**
 * Whether two formulas have the same value: equal fractions, or floats within MATH_TOLERANCE; with
 * letters, equal at three assignments of the letters (so `2x` equals `x+x`, `x^2` does not equal `2x`).
 */
export function sameMathValue(a: string, b: string): boolean {
  const letters = [...new Set([...mathVariables(a), ...mathVariables(b)])];
  if (letters.length === 0) return valuesEqual(mathValue(a), mathValue(b));
  return VARIABLE_SAMPLES.every((sample, round) => {
    const assignment = new Map(letters.map((letter, i) => [letter, sample + i * 0.7193 * (round + 1)]));
    return valuesEqual(mathValue(a, assignment), mathValue(b, assignment));
  });
}

/** Equality of two values (undefined equals nothing). */
export function valuesEqual(a: MathValue | undefined, b: MathValue | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (typeof a !== 'number' && typeof b !== 'number') return a.equals(b);
  const x = Number(a.valueOf());
  const y = Number(b.valueOf());
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  return Math.abs(x - y) <= MATH_TOLERANCE * Math.max(1, Math.abs(x), Math.abs(y));
}

/** Nodes with the groups that only gather (ordgroup, spacing) taken out. */
function flatten(nodes: readonly TexNode[]): TexNode[] {
  const out: TexNode[] = [];
  for (const node of nodes) {
    if (node.type === 'ordgroup') out.push(...flatten(bodyList(node.body)));
    else if (node.type !== 'kern' && node.type !== 'spacing') out.push(node);
  }
  return out;
}

class NotANumber extends Error {}

const PLUS = new Set(['+']);
const MINUS = new Set(['-', '−', '–']);
const TIMES = new Set(['\\times', '\\cdot', '*', '×', '·', '\\ast']);
const DIVIDE = new Set(['\\div', '/', '÷']);
const PERCENT = new Set(['\\%', '%']);
const PI = new Set(['\\pi', 'π']);

/** Recursive descent over the flat node list: sums of products of (signed, powered) factors. */
class ExpressionReader {
  private position = 0;
  constructor(
    private readonly nodes: readonly TexNode[],
    private readonly variables: Assignment,
  ) {}

  done(): boolean {
    return this.position === this.nodes.length;
  }

  private peekText(): string | undefined {
    const node = this.nodes[this.position];
    return node && (node.type === 'atom' || node.type === 'textord' || node.type === 'mathord')
      ? node.text
      : undefined;
  }

  expression(): MathValue {
    let value = this.term();
    for (;;) {
      const text = this.peekText();
      if (text !== undefined && PLUS.has(text)) {
        this.position++;
        value = add(value, this.term());
      } else if (text !== undefined && MINUS.has(text)) {
        this.position++;
        value = add(value, negate(this.term()));
      } else return value;
    }
  }

  private term(): MathValue {
    let value = this.signed();
    for (;;) {
      const text = this.peekText();
      if (text !== undefined && TIMES.has(text)) {
        this.position++;
        value = multiply(value, this.signed());
      } else if (text !== undefined && DIVIDE.has(text)) {
        this.position++;
        value = divide(value, this.signed());
      } else if (this.startsFactor()) {
        value = multiply(value, this.factor()); // implicit product: 2x, 2\sqrt{3}, (1)(2)
      } else return value;
    }
  }

  private signed(): MathValue {
    const text = this.peekText();
    if (text !== undefined && MINUS.has(text)) {
      this.position++;
      return negate(this.signed());
    }
    if (text !== undefined && PLUS.has(text)) {
      this.position++;
      return this.signed();
    }
    return this.factor();
  }

  private startsFactor(): boolean {
    const node = this.nodes[this.position];
    if (!node) return false;
    if (node.type === 'atom') return false;
    const text = this.peekText();
    return !(text !== undefined && (TIMES.has(text) || DIVIDE.has(text) || PERCENT.has(text)));
  }

  private factor(): MathValue {
    const node = this.nodes[this.position];
    if (!node) throw new NotANumber();
    let value: MathValue;
    if (isDigit(node)) {
      value = this.number();
    } else {
      this.position++;
      value = this.atomValue(node);
    }
    const next = this.peekText();
    if (next !== undefined && PERCENT.has(next)) {
      this.position++;
      value = divide(value, new Fraction(100));
    }
    return value;
  }

  /** Consecutive digits and one decimal point (Temml gives one textord per character). */
  private number(): MathValue {
    let digits = '';
    for (;;) {
      const node = this.nodes[this.position];
      if (!isDigit(node)) break;
      digits += node.text;
      this.position++;
    }
    if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) throw new NotANumber();
    return new Fraction(digits);
  }

  private atomValue(node: TexNode): MathValue {
    switch (node.type) {
      case 'genfrac':
        if (node.hasBarLine === false) throw new NotANumber();
        return divide(this.sub(bodyList(node.numer)), this.sub(bodyList(node.denom)));
      case 'sqrt': {
        const radicand = this.sub(bodyList(node.body));
        const index = node.index ? this.sub(bodyList(node.index)) : new Fraction(2);
        return root(radicand, index);
      }
      case 'supsub': {
        if (node.sub) throw new NotANumber();
        const base = node.base ? this.atomOrNumber(node.base) : undefined;
        if (base === undefined || !node.sup) throw new NotANumber();
        return power(base, this.sub(bodyList(node.sup)));
      }
      case 'leftright':
      case 'delimiter':
        if (!['(', '[', '\\lparen', '\\lbrack'].includes(node.left ?? '')) throw new NotANumber();
        return this.sub(bodyList(node.body));
      case 'mathord':
      case 'textord': {
        const text = node.text ?? '';
        if (PI.has(text)) return Math.PI;
        if (text === '(') return this.parenthesised(')');
        const value = this.variables.get(text);
        if (value === undefined) throw new NotANumber();
        return value;
      }
      case 'atom':
        if (node.text === '(' || node.family === 'open') return this.parenthesised(')');
        throw new NotANumber();
      default:
        throw new NotANumber();
    }
  }

  /** A parenthesis Temml left as a plain atom: read up to the closing one. */
  private parenthesised(close: string): MathValue {
    const value = this.expression();
    if (this.peekText() !== close) throw new NotANumber();
    this.position++;
    return value;
  }

  private atomOrNumber(node: TexNode): MathValue {
    return this.sub(bodyList(node));
  }

  private sub(nodes: readonly TexNode[]): MathValue {
    const reader = new ExpressionReader(flatten(nodes), this.variables);
    const value = reader.expression();
    if (!reader.done()) throw new NotANumber();
    return value;
  }
}

/** A digit or decimal point (Temml gives one textord per character). */
function isDigit(node: TexNode | undefined): node is TexNode & { text: string } {
  return node?.type === 'textord' && typeof node.text === 'string' && /^[0-9.]$/.test(node.text);
}

function isExact(value: MathValue): value is Fraction {
  return typeof value !== 'number';
}

function add(a: MathValue, b: MathValue): MathValue {
  return isExact(a) && isExact(b) ? a.add(b) : Number(a.valueOf()) + Number(b.valueOf());
}

function negate(a: MathValue): MathValue {
  return isExact(a) ? a.neg() : -a;
}

function multiply(a: MathValue, b: MathValue): MathValue {
  return isExact(a) && isExact(b) ? a.mul(b) : Number(a.valueOf()) * Number(b.valueOf());
}

function divide(a: MathValue, b: MathValue): MathValue {
  if (Number(b.valueOf()) === 0) throw new NotANumber();
  return isExact(a) && isExact(b) ? a.div(b) : Number(a.valueOf()) / Number(b.valueOf());
}

/** Largest integer exponent computed exactly; beyond it the value is a float. */
const MAX_EXACT_EXPONENT = 64;

function power(base: MathValue, exponent: MathValue): MathValue {
  if (
    isExact(base) &&
    isExact(exponent) &&
    exponent.d === 1n &&
    exponent.abs().compare(MAX_EXACT_EXPONENT) <= 0
  ) {
    if (Number(base.valueOf()) === 0 && exponent.s < 0n) throw new NotANumber();
    return base.pow(exponent);
  }
  const value = Number(base.valueOf()) ** Number(exponent.valueOf());
  if (!Number.isFinite(value)) throw new NotANumber();
  return value;
}

function root(radicand: MathValue, index: MathValue): MathValue {
  const n = Number(index.valueOf());
  if (n === 0) throw new NotANumber();
  if (isExact(radicand) && isExact(index)) {
    // fraction.js gives an exact root when there is one (√(9/4) = 3/2) and null otherwise.
    const exact = radicand.pow(new Fraction(1).div(index));
    if (exact !== null) return exact;
  }
  const value = Number(radicand.valueOf()) ** (1 / n);
  if (!Number.isFinite(value)) throw new NotANumber();
  return value;
}
