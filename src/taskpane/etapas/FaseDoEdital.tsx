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

/** The problem the schema reports for one field of the rule ("fase.limites.PPP"), if any. */
function problemaDe(problemas: { campo: string; mensagem: string }[], campo: string): string | undefined {
  return problemas.find((p) => p.campo === campo)?.mensagem;
}

/** One number of the rule: its label and hint, and the schema's problem as its validation message. */
function CampoDaRegra(p: {
  rotulo: string;
  dica: string;
  erro: string | undefined;
  modo?: "numeric" | "decimal";
  valor: string;
  mudar: (valor: string) => void;
}) {
  const estilos = useEstilos();
  return (
    <Field
      label={p.rotulo}
      hint={p.dica}
      validationState={p.erro ? "error" : "none"}
      validationMessage={p.erro}
    >
      <Input
        className={estilos.campo}
        inputMode={p.modo ?? "decimal"}
        value={p.valor}
        onChange={(_, d) => p.mudar(d.value)}
      />
    </Field>
  );
}

export default function FaseDoEdital({ listas }: { listas: readonly Lista[] }) {
  const estilos = useEstilos();
  const { estado, despachar } = useFluxo();
  const fase = estado.formulario.fase;
  const mudar = (mudanca: Partial<FormularioDaFase>) =>
    despachar({ tipo: "formulario", mudanca: { fase: { ...fase, ...mudanca } } });
  const problemas = problemasDaFase(paraRegraDaFase(fase), "fase", "painel");
  const geral = problemaDe(problemas, "fase");
  return (
    <section aria-labelledby="titulo-fase" className={estilos.secao}>
      <Titulo id="titulo-fase">Regra da fase</Titulo>
      <Caption1>
        Quantos seguem em cada lista, como o edital escreve (&quot;os 162 melhores classificados&quot;). Quem
        segue pela ampla concorrência consta também da lista reservada, sem ocupar lugar dela.
      </Caption1>
      <div className={estilos.grade} role="group" aria-label="Quantos seguem em cada lista">
        {listas.map((l) => (
          <CampoDaRegra
            key={l}
            rotulo={SIGLA_DA_LISTA[l]}
            dica={NOME_DA_LISTA[l]}
            erro={problemaDe(problemas, `fase.limites.${l}`)}
            modo="numeric"
            valor={fase.limites[l] ?? ""}
            mudar={(v) => mudar({ limites: { ...fase.limites, [l]: v } })}
          />
        ))}
      </div>
      <CampoDaRegra
        rotulo="Ou um múltiplo das vagas de cada lista"
        dica="Por exemplo 5, para “até 5 vezes o número de vagas”; vale nas listas sem número acima."
        erro={problemaDe(problemas, "fase.multiplicador")}
        valor={fase.multiplicador}
        mudar={(v) => mudar({ multiplicador: v })}
      />
      <CampoDaRegra
        rotulo="Nota mínima da fase"
        dica="Quem fica abaixo dela não segue por lista nenhuma, nem pela reserva (Lei 15.142, art. 6º)."
        erro={problemaDe(problemas, "fase.notaMinima")}
        valor={fase.notaMinima}
        mudar={(v) => mudar({ notaMinima: v })}
      />
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
