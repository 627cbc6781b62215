/**
 * "Opções do edital", where unfilled reserved vagas go (`cascata`): the regime's cascade, straight to
 * ampla concorrência, or the edital's own steps `[{de, para: [...]}]`, tried in order. Each step is a
 * list and the lists it may go to; the clerk adds and removes steps.
 */
import { Button, Field, makeStyles, Option, tokens } from "@fluentui/react-components";
import { NOME_DA_LISTA, SIGLA_DA_LISTA as SIGLA } from "../../engine/notas";
import type { Lista, ListaReservada } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { ListaSuspensa } from "./ListaSuspensa";
import type { EscolhasDoFormulario } from "../estado";
import { useProblemasDasOpcoes } from "./problemasDasOpcoes";

const useEstilos = makeStyles({
  coluna: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  passo: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  campo: { minWidth: 0, width: "100%" },
  acoes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

type Passo = { de: Lista; para: Lista[] };
const PROPRIOS = "passos";
const MODOS: Record<"lei" | "direto-para-ampla" | typeof PROPRIOS, string> = {
  lei: "Pela cascata da lei",
  "direto-para-ampla": "Direto para a ampla concorrência",
  [PROPRIOS]: "Pelos passos do próprio edital",
};

const nome = (l: Lista) => `${SIGLA[l]} (${NOME_DA_LISTA[l]})`;

export function CascataDoEdital({ listas }: { listas: readonly ListaReservada[] }) {
  const estilos = useEstilos();
  const { estado, despachar } = useFluxo();
  const escolhas = estado.formulario.escolhas;
  const problema = useProblemasDasOpcoes();
  const cascata = escolhas.cascata ?? "lei";
  const passos: Passo[] | null = Array.isArray(cascata) ? cascata : null;
  const modo = typeof cascata === "string" ? cascata : PROPRIOS;
  const mudar = (cascata: EscolhasDoFormulario["cascata"]) =>
    despachar({ tipo: "formulario", mudanca: { escolhas: { ...escolhas, cascata } } });
  const mudarPasso = (i: number, passo: Passo) => mudar(passos!.map((p, k) => (k === i ? passo : p)));
  const novoPasso = (): Passo => ({ de: listas[0] ?? "PPP", para: ["AC"] });

  return (
    <div className={estilos.coluna}>
      <Field label="Vagas reservadas não preenchidas">
        <ListaSuspensa
          value={MODOS[modo]}
          selectedOptions={[modo]}
          onOptionSelect={(_, d) =>
            mudar(
              d.optionValue === PROPRIOS
                ? (passos ?? [novoPasso()])
                : d.optionValue === "direto-para-ampla"
                  ? "direto-para-ampla"
                  : undefined,
            )
          }
        >
          {Object.entries(MODOS).map(([valor, rotulo]) => (
            <Option key={valor} value={valor}>
              {rotulo}
            </Option>
          ))}
        </ListaSuspensa>
      </Field>
      {passos?.map((passo, i) => {
        const destinos: Lista[] = ["AC", ...listas.filter((l) => l !== passo.de)];
        const erroDe = problema(`edital.cascata[${i}].de`) ?? problema(`edital.cascata[${i}]`);
        const erroPara = problema(`edital.cascata[${i}].para`);
        return (
          <div key={i} className={estilos.passo} role="group" aria-label={`Passo ${i + 1} da cascata`}>
            <Field
              label={`Passo ${i + 1}: vagas não preenchidas de`}
              validationState={erroDe ? "error" : "none"}
              validationMessage={erroDe}
            >
              <ListaSuspensa
                className={estilos.campo}
                value={nome(passo.de)}
                selectedOptions={[passo.de]}
                onOptionSelect={(_, d) => {
                  const de = (d.optionValue as Lista | undefined) ?? passo.de;
                  mudarPasso(i, { de, para: passo.para.filter((l) => l !== de) });
                }}
              >
                {listas.map((l) => (
                  <Option key={l} value={l}>
                    {nome(l)}
                  </Option>
                ))}
              </ListaSuspensa>
            </Field>
            <Field
              label={`Passo ${i + 1}: vão para`}
              hint="Uma ou mais listas, na ordem em que o edital as tenta."
              validationState={erroPara ? "error" : "none"}
              validationMessage={erroPara}
            >
              <ListaSuspensa
                className={estilos.campo}
                multiselect
                placeholder="Escolha as listas de destino"
                value={passo.para.map((l) => SIGLA[l]).join(", ")}
                selectedOptions={passo.para}
                onOptionSelect={(_, d) => mudarPasso(i, { ...passo, para: d.selectedOptions as Lista[] })}
              >
                {destinos.map((l) => (
                  <Option key={l} value={l}>
                    {nome(l)}
                  </Option>
                ))}
              </ListaSuspensa>
            </Field>
            <div className={estilos.acoes}>
              <Button
                size="small"
                aria-label={`Remover o passo ${i + 1} da cascata`}
                onClick={() => {
                  const resto = passos.filter((_, k) => k !== i);
                  mudar(resto.length ? resto : undefined);
                }}
              >
                Remover passo
              </Button>
            </div>
          </div>
        );
      })}
      {passos && (
        <div className={estilos.acoes}>
          <Button onClick={() => mudar([...passos, novoPasso()])}>Adicionar passo</Button>
        </div>
      )}
    </div>
  );
}
