/**
 * A column mapping from outside the program (mapa.json of the CLI, settings saved in a workbook):
 * checked field by field, so that a hand-written or damaged file gives the clerk a message instead of
 * a crash. Accepts the full form ({"campos": {"nota": {"cabecalho": "Nota final", "coluna": "D"}}})
 * and the short one a clerk would write ({"nota": "Nota final", "id": {"coluna": "A"}}): a text is a
 * header name.
 */
import { CAMPOS_CANDIDATO, type CampoCandidato, type ColunaMapeada, type MapaColunas } from "./mapaColunas";
import { citarValor } from "./texto";

export interface MapaLido {
  mapa: MapaColunas;
  /** What was ignored and why (messages in pt-BR, without address). */
  motivos: string[];
}

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const citar = (v: unknown) => citarValor(typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));

function colunaDeJson(valor: unknown, onde: string, motivos: string[]): ColunaMapeada | undefined {
  if (typeof valor === "string") return valor.trim() === "" ? undefined : { cabecalho: valor };
  if (ehObjeto(valor)) {
    const coluna: ColunaMapeada = {};
    if (typeof valor.cabecalho === "string" && valor.cabecalho.trim() !== "")
      coluna.cabecalho = valor.cabecalho;
    if (typeof valor.coluna === "string" && valor.coluna.trim() !== "") coluna.coluna = valor.coluna.trim();
    if (coluna.cabecalho !== undefined || coluna.coluna !== undefined) return coluna;
  }
  if (valor !== null && valor !== undefined) {
    motivos.push(
      `${onde}: ${citar(valor)} não indica uma coluna (use o título, como "Nota final", ou {"coluna": "D"})`,
    );
  }
  return undefined;
}

export function mapaColunasDeJson(json: unknown): MapaLido {
  const motivos: string[] = [];
  const mapa: MapaColunas = { campos: {} };
  if (!ehObjeto(json)) {
    motivos.push(`o mapa das colunas deve ser um objeto JSON, não ${citar(json)}`);
    return { mapa, motivos };
  }
  const campos = ehObjeto(json.campos) ? json.campos : json;
  if (json.campos !== undefined && !ehObjeto(json.campos)) {
    motivos.push(`campos: ${citar(json.campos)} deve ser um objeto ({"nota": "Nota final", …})`);
  }
  for (const [chave, valor] of Object.entries(campos)) {
    if (campos === json && (chave === "linhaDoCabecalho" || chave === "desempate" || chave === "campos"))
      continue;
    if (!(CAMPOS_CANDIDATO as readonly string[]).includes(chave)) {
      motivos.push(`campo desconhecido ${citar(chave)} (campos: ${CAMPOS_CANDIDATO.join(", ")})`);
      continue;
    }
    const coluna = colunaDeJson(valor, chave, motivos);
    if (coluna) mapa.campos[chave as CampoCandidato] = coluna;
  }
  const linha = json.linhaDoCabecalho;
  if (typeof linha === "number" && Number.isInteger(linha) && linha >= 1) mapa.linhaDoCabecalho = linha;
  else if (linha !== undefined && linha !== null) {
    motivos.push(`linhaDoCabecalho: ${citar(linha)} não é um número de linha do Excel (1, 2, 3…)`);
  }
  if (Array.isArray(json.desempate)) {
    for (const d of json.desempate) {
      const campo =
        typeof d === "string" ? d : ehObjeto(d) && typeof d.campo === "string" ? d.campo : undefined;
      const coluna = colunaDeJson(
        typeof d === "string" ? d : ehObjeto(d) ? (d.coluna ?? d.campo) : d,
        "desempate",
        motivos,
      );
      if (campo !== undefined && coluna) (mapa.desempate ??= []).push({ campo, coluna });
    }
  } else if (json.desempate !== undefined && json.desempate !== null) {
    motivos.push(`desempate: ${citar(json.desempate)} deve ser uma lista de colunas`);
  }
  return { mapa, motivos };
}
