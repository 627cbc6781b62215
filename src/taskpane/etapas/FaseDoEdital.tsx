/**
 * "Fase intermediária" in the Edital step: the phase's rule (cláusula de barreira, RULES § 8) — how many
 * go on in each list (the edital's numbers), or a multiple of each list's vagas, the minimum score, and
 * the edital's two options. The rule is checked by its schema as the clerk types (esquemaDaFase.ts):
 * each problem under the field it concerns. Loaded only when the clerk chooses a phase.
 */
import { Caption1, Checkbox, Field, Input, makeStyles, tokens } from "@fluentui/react-components";
import { problemasDaFase } from "../../engine/esquemaDaFase";
import { NOME_DA_LISTA, SIGLA_DA_LISTA } from "../../engine/notas";
import type { Lista } from "../../engine/tipos";
import { useFluxo } from "../contexto";
import { paraRegraDaFase, type FormularioDaFase } from "../estado";
import { Titulo } from "./Titulo";

const useEstilos = makeStyles({
  secao: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  grade: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))",
    gap: tokens.spacingHorizontalS,
  },
  campo: { minWidth: 0, width: "100%" },
});

/** The problem of a field of the rule ("fase.limites.PPP" → the PPP field), with the field's path cut. */
function problemaDe(problemas: { campo: string; mensagem: string }[], campo: string): string | undefined {
  return problemas.find((p) => p.campo === campo)?.mensagem;
}

export default function FaseDoEdital({ listas }: { listas: readonly Lista[] }) {
  const estilos = useEstilos();
  const { estado, despachar } = useFluxo();
  const fase = estado.formulario.fase;
  const mudar = (mudanca: Partial<FormularioDaFase>) =>
    despachar({ tipo: "formulario", mudanca: { fase: { ...fase, ...mudanca } } });
  const problemas = problemasDaFase(paraRegraDaFase(fase));
  const geral = problemaDe(problemas, "fase");
  return (
    <section aria-labelledby="titulo-fase" className={estilos.secao}>
      <Titulo id="titulo-fase">Regra da fase</Titulo>
      <Caption1>
        Quantos seguem em cada lista, como o edital escreve (&quot;os 162 melhores classificados&quot;). Quem
        segue pela ampla concorrência consta também da lista reservada, sem ocupar lugar dela.
      </Caption1>
      <div className={estilos.grade} role="group" aria-label="Quantos seguem em cada lista">
        {listas.map((l) => {
          const erro = problemaDe(problemas, `fase.limites.${l}`);
          return (
            <Field
              key={l}
              label={SIGLA_DA_LISTA[l]}
              hint={NOME_DA_LISTA[l]}
              validationState={erro ? "error" : "none"}
              validationMessage={erro}
            >
              <Input
                className={estilos.campo}
                inputMode="numeric"
                value={fase.limites[l] ?? ""}
                onChange={(_, d) => mudar({ limites: { ...fase.limites, [l]: d.value } })}
              />
            </Field>
          );
        })}
      </div>
      <Field
        label="Ou um múltiplo das vagas de cada lista"
        hint="Por exemplo 5, para “até 5 vezes o número de vagas”; vale nas listas sem número acima."
        validationState={problemaDe(problemas, "fase.multiplicador") ? "error" : "none"}
        validationMessage={problemaDe(problemas, "fase.multiplicador")}
      >
        <Input
          inputMode="decimal"
          value={fase.multiplicador}
          onChange={(_, d) => mudar({ multiplicador: d.value })}
        />
      </Field>
      <Field
        label="Nota mínima da fase"
        hint="Quem fica abaixo dela não segue por lista nenhuma, nem pela reserva (Lei 15.142, art. 6º)."
        validationState={problemaDe(problemas, "fase.notaMinima") ? "error" : "none"}
        validationMessage={problemaDe(problemas, "fase.notaMinima")}
      >
        <Input
          inputMode="decimal"
          value={fase.notaMinima}
          onChange={(_, d) => mudar({ notaMinima: d.value })}
        />
      </Field>
      <Checkbox
        checked={fase.sobraParaAmpla}
        onChange={(_, d) => mudar({ sobraParaAmpla: d.checked === true })}
        label="Lugares de reserva sem candidatos vão à ampla concorrência"
      />
      <Checkbox
        checked={fase.contarNasDuasReservas}
        onChange={(_, d) => mudar({ contarNasDuasReservas: d.checked === true })}
        label="Quem concorre em duas reservas ocupa lugar nas duas"
      />
      {geral && (
        <Caption1 role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {geral}
        </Caption1>
      )}
    </section>
  );
}
