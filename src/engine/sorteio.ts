/**
 * Grouped reserves with a public draw (`edital.agrupamento`; RULES § 2, "Grouped reserve"): cargos of
 * one or two vagas reach the reserve only across the concurso (Decreto 12.536, art. 20: "número de
 * vagas totais oferecidas no concurso"), so the group's reserve is computed on its total vagas and
 * shared among its cargos by largest remainder (`distribuirReservaAgrupada`). Equal remainders — always
 * so among cargos of one vaga — are decided by a draw anyone can re-run with `sha256sum`: each cargo
 * draws the SHA-256 of the seed, ":" and its id (UTF-8, hexadecimal), lowest value first (Embrapa
 * 01/2024, Annex IX, items 3.1 and 3.2; the CNU 2 practice). Each cargo's share then feeds the normal
 * allocation as its computed quadro, and the result lists the draw (`Resultado.sorteios`).
 */
import { citado } from "./citado";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { citar } from "./citacoes";
import { distribuirReservaAgrupada, type QuadroCalculado } from "./quadro";
import { LISTAS } from "./tipos";
import type { Cargo, Edital, ListaReservada, Nota, Quadro, RegimeId, Sorteio } from "./tipos";
import { contar, nomeDaLista } from "./notas";
import { ehObjeto } from "./validacao";

type Problema = { campo: string; mensagem: string };

/** The method in words, as published with every draw. */
export const METODO_DO_SORTEIO =
  'SHA-256 do texto semente + ":" + id do cargo (UTF-8), em hexadecimal; restos iguais vão primeiro ao menor valor';

/** What cargo `cargo` draws with seed `semente`: `printf '%s' 'semente:cargo' | sha256sum`. */
export function valorSorteado(semente: string, cargo: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${semente}:${cargo}`)));
}

/**
 * The edital's groups, checked against the concurso's cargos (null: the cargos could not be read):
 * each group a list of known cargos, none in two groups, and a seed that is not blank.
 */
export function verificarAgrupamento(
  agrupamento: unknown,
  cargos: ReadonlySet<string> | null,
  problemas: Problema[],
): void {
  if (agrupamento === undefined) return;
  if (!Array.isArray(agrupamento)) {
    problemas.push({
      campo: "edital.agrupamento",
      mensagem: 'use uma lista de grupos, como [{"cargos": ["C1", "C2"], "sorteio": "semente publicada"}]',
    });
    return;
  }
  const grupoDe = new Map<string, number>();
  agrupamento.forEach((grupo: unknown, g) => {
    const onde = `edital.agrupamento[${g}]`;
    if (!ehObjeto(grupo)) {
      problemas.push({ campo: onde, mensagem: 'cada grupo é um objeto com "cargos" e "sorteio"' });
      return;
    }
    if (typeof grupo.sorteio !== "string" || grupo.sorteio.trim() === "") {
      problemas.push({
        campo: `${onde}.sorteio`,
        mensagem: "informe a semente do sorteio publicada no edital (um texto não vazio)",
      });
    }
    if (!Array.isArray(grupo.cargos) || grupo.cargos.length === 0) {
      problemas.push({
        campo: `${onde}.cargos`,
        mensagem: 'informe os cargos do grupo pelos seus ids, como ["C1", "C2"]',
      });
      return;
    }
    grupo.cargos.forEach((id: unknown, i) => {
      const campo = `${onde}.cargos[${i}]`;
      if (typeof id !== "string" || (cargos && !cargos.has(id))) {
        problemas.push({ campo, mensagem: `cargo ${citado(id)} não está na lista de cargos` });
      } else if (grupoDe.has(id)) {
        const outro = grupoDe.get(id)!;
        problemas.push({
          campo,
          mensagem:
            outro === g
              ? `cargo "${id}" repetido no grupo`
              : `cargo "${id}" já está no grupo edital.agrupamento[${outro}]; um cargo só pode estar em um grupo`,
        });
      } else {
        grupoDe.set(id, g);
      }
    });
  });
}

export interface ReservasAgrupadas {
  /** Each grouped cargo's share of its group's reserve, as its computed quadro. */
  porCargo: Map<string, QuadroCalculado>;
  /** One draw per group, in the order of `edital.agrupamento`. */
  sorteios: Sorteio[];
}

/** What a cargo received of its group's reserve, in words (list names, not codes, as every note):
 *  "recebeu 1 vaga de pessoas pretas e pardas", "não recebeu vaga reservada". */
function reservadasDoCargo(quadro: Quadro, regime: RegimeId): string {
  const partes = LISTAS.filter((l) => l !== "AC" && (quadro[l] ?? 0) > 0).map(
    (l) => `${contar(quadro[l]!, "vaga")} de ${nomeDaLista(regime, l)}`,
  );
  return partes.length ? `recebeu ${partes.join(" e ")}` : "não recebeu vaga reservada";
}

/**
 * The groups of the edital (already checked by lerConcurso): each group's reserve on its total vagas
 * (each cargo's vagas of today, those that arose included), shared among its cargos with the draw
 * deciding equal remainders; `retidas`, by cargo, the reserved vagas the people already called hold.
 */
export function reservasAgrupadas(
  cargos: readonly Cargo[],
  edital: Edital,
  retidas?: ReadonlyMap<string, Quadro>,
): ReservasAgrupadas {
  const porId = new Map(cargos.map((c) => [c.id, c]));
  const porCargo = new Map<string, QuadroCalculado>();
  const sorteios: Sorteio[] = [];
  (edital.agrupamento ?? []).forEach((grupo, g) => {
    const membros = grupo.cargos.map((id) => porId.get(id)!);
    const valores = membros.map((c) => valorSorteado(grupo.sorteio, c.id));
    const sorteados = membros.map((_, i) => i).sort((a, b) => (valores[a] < valores[b] ? -1 : 1));
    const lugar: number[] = [];
    sorteados.forEach((i, k) => (lugar[i] = k + 1));
    const reserva = distribuirReservaAgrupada(
      membros,
      edital,
      lugar,
      retidas && membros.map((c) => retidas.get(c.id) ?? {}),
    );

    const fundamentoDoSorteio = citar([
      { edital: `sorteio público entre os cargos agrupados, semente "${grupo.sorteio}"` },
      {
        leitura: "restos iguais na repartição da reserva do grupo são decididos pelo sorteio",
        regra: "§ 2",
      },
    ]);
    reserva.cargos.forEach((parte, i) => {
      const notas: Nota[] = [
        {
          texto: `Grupo ${g + 1} do edital: r${reserva.notas[0].texto.slice(1)} Os cálculos a seguir são do total do grupo.`,
          fundamento: reserva.notas[0].fundamento,
        },
        ...reserva.total.notas,
        {
          texto: `Sorteio do grupo ${g + 1}: este cargo tirou ${valores[i]} (${lugar[i]}º de ${membros.length}) e ${reservadasDoCargo(parte.quadro, reserva.total.regime)}.`,
          fundamento: fundamentoDoSorteio,
        },
      ];
      porCargo.set(parte.id, { ...reserva.total, vagas: parte.vagas, quadro: parte.quadro, notas });
    });
    sorteios.push({
      grupo: g,
      semente: grupo.sorteio,
      metodo: METODO_DO_SORTEIO,
      cargos: sorteados.map((i) => {
        const quadro = reserva.cargos[i].quadro;
        const lista = LISTAS.find((l): l is ListaReservada => l !== "AC" && (quadro[l] ?? 0) > 0);
        return { cargo: membros[i].id, valor: valores[i], lista: lista ?? null, quadro };
      }),
    });
  });
  return { porCargo, sorteios };
}
