/**
 * As notas da fase: every decision of a phase (who goes on, RULES § 8) explained in pt-BR with the
 * article behind it, written from the same tables as the final result's notes (notas.ts), so the same
 * rule reads the same way in both.
 */
import type { Trecho } from "./citacoes";
import { formatarNumero } from "./decimal";
import { contar, ehRacial, Notas } from "./notas";
import type { Lista, Nota } from "./tipos";

/** How many go on: the edital's number, or its multiple of the list's vagas. */
const LIMITE: Trecho = { edital: "número de classificados que seguem para a próxima fase" };
const NOTA_MINIMA: Trecho = { edital: "nota mínima da fase" };
const EMPATE_NO_CORTE: Trecho = {
  leitura: "seguem todos os empatados na nota da última posição",
  regra: "§ 8.2",
};
const SEM_LIMITE: Trecho = {
  leitura: "lista para a qual o edital não fixa quantos seguem: seguem todos os que alcançam a nota mínima",
  regra: "§ 8",
};
const SOBRA_SEM_USO: Trecho = {
  leitura:
    "os lugares de uma reserva sem candidatos bastantes ficam sem uso, salvo se o edital os mandar à ampla concorrência",
  regra: "§ 8.4",
};
const SOBRA_PARA_AMPLA: Trecho = {
  edital: "os lugares das reservas sem candidatos bastantes vão à ampla concorrência",
};
const UMA_RESERVA_NA_FASE: Trecho = {
  leitura: "na fase, quem concorre em duas reservas ocupa lugar só na de maior percentual",
  regra: "§ 8.3",
};
const DUAS_RESERVAS: Trecho = { edital: "quem concorre em duas reservas ocupa lugar em cada uma" };
const PCD_NA_FASE: Trecho = {
  edital: "o candidato com deficiência concorre também às vagas de ampla concorrência",
};

export class NotasDaFase extends Notas {
  /** A place of the list ("3º de 162 lugares"; no limit: "3º, sem limite de lugares"), and a tie at the cut. */
  private lugar(k: number, limite: number | null, empatadoEm: number | null): string {
    if (limite === null) return `${k}º, sem limite de lugares`;
    const lugares = contar(limite, "lugar", "lugares");
    if (empatadoEm === null) return `${k}º de ${lugares}`;
    const empate = `na nota de corte (${formatarNumero(empatadoEm)}): seguem todos os empatados na última posição`;
    return k <= limite
      ? `${k}º de ${lugares}; empatado(a) ${empate}`
      : `${k}º, empatado(a) com o último dos ${lugares} ${empate}`;
  }

  /** "Ampla concorrência", "Lista de indígenas". */
  private titulo(lista: Lista): string {
    return lista === "AC" ? "Ampla concorrência" : `Lista de ${this.nome(lista)}`;
  }

  /** "pela ampla concorrência", "pela lista de indígenas". */
  private pela(lista: Lista): string {
    return lista === "AC" ? "pela ampla concorrência" : `pela lista de ${this.nome(lista)}`;
  }

  private doLimite(limite: number | null, empatado: boolean): Trecho[] {
    return [limite === null ? SEM_LIMITE : LIMITE, ...(empatado ? [EMPATE_NO_CORTE] : [])];
  }

  /** Goes on by AC; an optant for reserves is shown in them too and takes none of their places. */
  segueNaAmpla(
    k: number,
    limite: number | null,
    empatadoEm: number | null,
    reservas: readonly Lista[],
  ): Nota {
    const lugar = this.lugar(k, limite, empatadoEm);
    const trechos = this.doLimite(limite, empatadoEm !== null);
    if (!reservas.length) {
      return {
        texto: `Segue para a próxima fase pela ampla concorrência (${lugar}).`,
        fundamento: this.citar(`segue-ac-${limite === null}-${empatadoEm !== null}`, ["AC"], trechos),
      };
    }
    return {
      texto: `Segue para a próxima fase pela ampla concorrência (${lugar}); consta também da lista de ${this.nomes(reservas)}, sem ocupar lugar dela.`,
      fundamento: this.citar(`segue-ac-optante-${limite === null}-${empatadoEm !== null}`, reservas, [
        ...trechos,
        ...this.naoComputado(reservas),
      ]),
    };
  }

  /** Goes on by a reserved list: the optant takes part in every phase with its minimum score. */
  segueNaReserva(lista: Lista, k: number, limite: number | null, empatadoEm: number | null): Nota {
    return {
      texto: `Segue para a próxima fase ${this.pela(lista)} (${this.lugar(k, limite, empatadoEm)}).`,
      fundamento: this.citar(
        `segue-${limite === null}-${empatadoEm !== null}`,
        [lista],
        [
          ...(ehRacial(lista) ? this.a.semCorteAC : [PCD_NA_FASE]),
          ...this.doLimite(limite, empatadoEm !== null),
        ],
      ),
    };
  }

  /** In the list, going on by another one: by AC (not counted in the reserve), or by a higher reserve. */
  contaEmOutraLista(lista: Lista, contaEm: Lista): Nota {
    return this.compartilhada("fase-outra", lista, contaEm, () =>
      lista === "AC"
        ? {
            texto: `Segue ${this.pela(contaEm)}: na ampla concorrência, fica abaixo da nota de corte.`,
            fundamento: this.citar(
              "fase-outra-da-ac",
              [contaEm],
              ehRacial(contaEm) ? this.a.semCorteAC : [PCD_NA_FASE],
            ),
          }
        : contaEm === "AC"
          ? {
              texto: `Segue pela ampla concorrência: consta da lista de ${this.nome(lista)}, mas não ocupa lugar dela.`,
              fundamento: this.citar("fase-outra-ac", [lista], this.naoComputado([lista])),
            }
          : {
              texto: `Segue pela lista de ${this.nome(contaEm)}, de maior percentual: consta da de ${this.nome(lista)} apenas para informação.`,
              fundamento: this.citar(
                "fase-outra-reserva",
                [contaEm, lista],
                [...this.a.maiorPercentual, UMA_RESERVA_NA_FASE],
              ),
            },
    );
  }

  private naoComputado(reservas: readonly Lista[]): Trecho[] {
    const raciais = reservas.some(ehRacial);
    return [...(raciais ? this.a.naFase : []), ...(reservas.includes("PCD") ? [PCD_NA_FASE] : [])];
  }

  /** Below the cut of the list (or the edital gives the list no place). */
  naoSegue(lista: Lista, corte: number | null, limite: number | null): Nota {
    return this.compartilhada("fase-nao-segue", lista, `${corte}|${limite}`, () => ({
      texto:
        limite === 0
          ? `Não segue ${this.pela(lista)}: o edital não prevê lugares nela nesta fase.`
          : `Não segue ${this.pela(lista)}: nota abaixo da nota de corte (${formatarNumero(corte!)}).`,
      fundamento: this.citar("fase-nao-segue", [lista], [LIMITE]),
    }));
  }

  /** The minimum score binds everyone: the reserve never lowers it (Lei 15.142 art. 6). */
  abaixoDaMinima(lista: Lista, minima: number): Nota {
    return this.compartilhada("fase-minima", lista, String(minima), () => ({
      texto:
        lista === "AC"
          ? `Não segue: nota abaixo da mínima da fase (${formatarNumero(minima)}).`
          : `Não segue: nota abaixo da mínima da fase (${formatarNumero(minima)}); a reserva não dispensa a nota mínima.`,
      fundamento: this.citar(
        "fase-minima",
        [lista],
        [NOTA_MINIMA, ...(ehRacial(lista) ? this.a.semCorteAC : [])],
      ),
    }));
  }

  /** Places of a reserve nobody takes: unused, or sent to AC by the edital. */
  lugaresSemUso(lista: Lista, n: number, paraAmpla: boolean): Nota {
    return {
      texto: paraAmpla
        ? `${contar(n, "lugar", "lugares")} da lista de ${this.nome(lista)} sem candidatos que os ocupem ${n === 1 ? "vai" : "vão"} à ampla concorrência.`
        : `${contar(n, "lugar", "lugares")} da lista de ${this.nome(lista)} ${n === 1 ? "fica" : "ficam"} sem uso: não há candidatos bastantes nela.`,
      fundamento: this.citar(
        `fase-sobra-${paraAmpla}`,
        [lista],
        [paraAmpla ? SOBRA_PARA_AMPLA : SOBRA_SEM_USO],
      ),
    };
  }

  /** How many go on in the list, and where the number comes from. */
  limiteDaLista(lista: Lista, limite: number | null, origem: string): Nota {
    return {
      texto:
        limite === null
          ? `${this.titulo(lista)}: o edital não fixa quantos seguem; seguem todos os que alcançam a nota mínima.`
          : `${this.titulo(lista)}: ${limite === 1 ? "segue 1" : `seguem ${limite}`} (${origem}), e os empatados na nota do último lugar.`,
      fundamento: this.citar(
        `fase-limite-${limite === null}`,
        [lista],
        [limite === null ? SEM_LIMITE : LIMITE],
      ),
    };
  }

  /** The edital's option: a person in two reserves takes a place in each. */
  duasReservas(listas: readonly Lista[]): Nota {
    return {
      texto: `Quem concorre em duas reservas ocupa um lugar em cada uma delas (${this.nomes(listas)}), como manda o edital.`,
      fundamento: this.citar("fase-duas", listas, [DUAS_RESERVAS]),
    };
  }
}
