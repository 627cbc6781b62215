/**
 * JSON.stringify's text in pieces, for results too big for one string: V8 caps a string at about
 * 512 MiB ("Invalid string length"), which `cotas alocar --json` reached at 500,000 candidates. Arrays
 * and objects are walked (the recursion follows the nesting depth, a handful of levels; the elements of
 * an array are a loop), every scalar goes through JSON.stringify, so the text is the same as its.
 */
const TAMANHO_DO_PEDACO = 64 * 1024;

export function* jsonEmPedacos(valor: unknown, tamanho = TAMANHO_DO_PEDACO): Generator<string> {
  let partes: string[] = [];
  let acumulado = 0;
  for (const parte of partesDoJson(valor)) {
    partes.push(parte);
    acumulado += parte.length;
    if (acumulado >= tamanho) {
      yield partes.join("");
      partes = [];
      acumulado = 0;
    }
  }
  if (partes.length > 0) yield partes.join("");
}

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
function omitido(v: unknown): boolean {
  return v === undefined || typeof v === "function" || typeof v === "symbol";
}

/** Values of fewer nodes than this (a candidate, a note) are written by one JSON.stringify: fast. */
const NOS_DE_UM_VALOR_PEQUENO = 1000;

/** Whether a value has fewer nodes than that, counted with a stack (no recursion) up to the limit. */
function pequeno(valor: object): boolean {
  const pilha: unknown[] = [valor];
  for (let nos = 0; pilha.length > 0; nos++) {
    if (nos >= NOS_DE_UM_VALOR_PEQUENO) return false;
    const v = pilha.pop();
    if (typeof v === "object" && v !== null) for (const filho of Object.values(v)) pilha.push(filho);
  }
  return true;
}

function* partesDoJson(valor: unknown): Generator<string> {
  if (typeof valor === "object" && valor !== null && pequeno(valor)) {
    yield JSON.stringify(valor);
  } else if (Array.isArray(valor)) {
    yield "[";
    for (let i = 0; i < valor.length; i++) {
      if (i > 0) yield ",";
      if (omitido(valor[i])) yield "null";
      else yield* partesDoJson(valor[i]);
    }
    yield "]";
  } else if (typeof valor === "object" && valor !== null && !("toJSON" in valor)) {
    yield "{";
    let primeira = true;
    for (const [chave, v] of Object.entries(valor)) {
      if (omitido(v)) continue;
      yield `${primeira ? "" : ","}${JSON.stringify(chave)}:`;
      primeira = false;
      yield* partesDoJson(v);
    }
    yield "}";
  } else {
    yield JSON.stringify(valor) ?? "null";
  }
}
