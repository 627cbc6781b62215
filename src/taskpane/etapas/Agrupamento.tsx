/**
 * Edital step, "Cargos agrupados": cargos of one or two vagas whose reserve is computed on the group's
 * total vagas (Decreto 12.536, art. 20) and whose reserved vagas go to the cargos by a public draw from
 * the seed the edital publishes (engine: sorteio.ts). The clerk chooses each group's cargos and types
 * its seed; the outcome of the draw is shown as it is typed, from the same engine the sheets use.
 */
import { Button, Caption1, Checkbox, Field, Input, makeStyles, tokens } from "@fluentui/react-components";
import { useMemo, useRef } from "react";
import { useAnunciarAposPausa } from "../aposPausa";
import { reservasAgrupadas, verificarAgrupamento } from "../../engine/sorteio";
import { LISTAS, type ErroDeEntrada, type GrupoDeCargos, type Sorteio } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { SIGLA_DA_LISTA as SIGLA } from "../../engine/notas";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  grupo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  cargos: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalM },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** "C7 (PPP), C3 (PPP), C1 (PcD)": the cargos that drew a reserved vaga, in the order of the draw. */
export function textoDoSorteio(sorteio: Sorteio): string {
  const sorteados = sorteio.cargos.flatMap((c) => {
    const listas = LISTAS.filter((l) => l !== "AC" && (c.quadro[l] ?? 0) > 0);
    return listas.length ? [`${c.cargo} (${listas.map((l) => SIGLA[l]).join(", ")})`] : [];
  });
  return sorteados.length ? sorteados.join(", ") : "nenhuma vaga reservada no grupo";
}

/** Each group's draw, or the problems of each group (an unknown cargo, a blank seed…), by group. */
function usePrevia(): { sorteios: Sorteio[]; erros: string[][] } {
  const { edital, cargosDoEdital } = useFluxo();
  return useMemo(() => {
    const grupos = edital.agrupamento ?? [];
    const erros = grupos.map((): string[] => []);
    const problemas: ErroDeEntrada["problemas"] = [];
    verificarAgrupamento(grupos, new Set(cargosDoEdital.map((c) => c.id)), problemas);
    for (const p of problemas)
      erros[Number(/^edital\.agrupamento\[(\d+)\]/.exec(p.campo)?.[1])]?.push(p.mensagem);
    if (grupos.length === 0 || problemas.length) return { sorteios: [], erros };
    try {
      return { sorteios: reservasAgrupadas(cargosDoEdital, edital).sorteios, erros };
    } catch {
      // The edital itself is wrong (a percentage, the date): the fields above say why.
      return { sorteios: [], erros };
    }
  }, [edital, cargosDoEdital]);
}

export function Agrupamento() {
  const { estado, despachar, cargos } = useFluxo();
  const grupos = estado.formulario.agrupamento;
  const mudar = (agrupamento: GrupoDeCargos[]) => despachar({ tipo: "formulario", mudanca: { agrupamento } });
  const previa = usePrevia();
  if (cargos.length < 2 && grupos.length === 0) return null;

  return (
    <section aria-labelledby="titulo-agrupamento">
      <Titulo id="titulo-agrupamento">Cargos agrupados (sorteio)</Titulo>
      <Caption1 block>
        Se o edital calcula a reserva sobre o total de vagas de vários cargos (Decreto 12.536/2025, art. 20),
        marque os cargos de cada grupo e digite a semente do sorteio publicada no edital: quando dois cargos
        empatam na repartição, o sorteio feito com essa semente decide, e qualquer pessoa pode refazê-lo.
      </Caption1>
      {grupos.map((grupo, g) => (
        <Grupo
          key={g}
          numero={g + 1}
          grupo={grupo}
          cargos={cargos}
          emOutro={new Set(grupos.flatMap((o, i) => (i === g ? [] : o.cargos)))}
          sorteio={previa.sorteios.find((s) => s.grupo === g)}
          erros={previa.erros[g] ?? []}
          mudar={(mudanca) => mudar(grupos.map((x, i) => (i === g ? { ...x, ...mudanca } : x)))}
          remover={() => mudar(grupos.filter((_, i) => i !== g))}
        />
      ))}
      <Button onClick={() => mudar([...grupos, { cargos: [], sorteio: "" }])}>Adicionar grupo</Button>
    </section>
  );
}

/** One group: its cargos (a cargo of another group cannot be chosen), its seed, and the draw it gives,
 *  spoken when the typing in the group pauses. */
function Grupo(props: {
  numero: number;
  grupo: GrupoDeCargos;
  cargos: readonly string[];
  emOutro: ReadonlySet<string>;
  sorteio: Sorteio | undefined;
  erros: string[];
  mudar: (mudanca: Partial<GrupoDeCargos>) => void;
  remover: () => void;
}) {
  const { numero, grupo, sorteio, erros, mudar } = props;
  const estilos = useEstilos();
  const bloco = useRef<HTMLDivElement>(null);
  const texto = sorteio ? `Sorteio: ${textoDoSorteio(sorteio)}.` : "";
  useAnunciarAposPausa([texto, ...erros].filter(Boolean).join(" "), bloco);
  return (
    <div ref={bloco} className={estilos.grupo} role="group" aria-label={`Grupo ${numero}`}>
      <div className={estilos.cargos}>
        {props.cargos.map((cargo) => (
          <Checkbox
            key={cargo}
            label={cargo}
            disabled={props.emOutro.has(cargo)}
            checked={grupo.cargos.includes(cargo)}
            onChange={(_, d) =>
              mudar({
                cargos: d.checked ? [...grupo.cargos, cargo] : grupo.cargos.filter((c) => c !== cargo),
              })
            }
          />
        ))}
      </div>
      <Field label={`Semente do sorteio do grupo ${numero}`} required>
        <Input value={grupo.sorteio} onChange={(_, d) => mudar({ sorteio: d.value })} />
      </Field>
      {texto && <Caption1>{texto}</Caption1>}
      {erros.map((erro) => (
        <Caption1 key={erro} className={estilos.erro}>
          {erro}
        </Caption1>
      ))}
      <div>
        <Button size="small" onClick={props.remover}>{`Remover grupo ${numero}`}</Button>
      </div>
    </div>
  );
}

/** Resultado step: the draws of the run, one line per group, to publish with the sheets. */
export function SorteiosDoResultado({ sorteios }: { sorteios: readonly Sorteio[] | undefined }) {
  if (!sorteios?.length) return null;
  return (
    <section aria-labelledby="titulo-sorteios">
      <Titulo id="titulo-sorteios">Sorteios dos cargos agrupados</Titulo>
      <ul aria-labelledby="titulo-sorteios">
        {sorteios.map((s) => (
          <li key={s.grupo}>{`Grupo ${s.grupo + 1}, semente "${s.semente}": ${textoDoSorteio(s)}.`}</li>
        ))}
      </ul>
      <Caption1 block>Cada cargo, o valor sorteado e o método estão na folha Quadro.</Caption1>
    </section>
  );
}
