/**
 * A part of the pane loaded on demand (a webpack chunk of its own, by import()): what the first screen
 * does not need — the result's details, the confirmation stage's summary and acts, the search, the
 * publication — stays out of the first load, which Excel waits for when the workbook opens.
 * While it loads, a Spinner says "Carregando…" (or what the part names); when the chunk cannot be fetched (the network dropped,
 * the add-in was updated on the server meanwhile), one sentence in Portuguese and a button that tries
 * again, never a blank pane.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from "@fluentui/react-components";
import {
  Component,
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ForwardRefExoticComponent,
  type PropsWithoutRef,
  type ReactNode,
  type RefAttributes,
} from "react";

export const TEXTO_CARREGANDO = "Carregando…";
export const TEXTO_FALHA_AO_CARREGAR =
  "Não foi possível carregar esta parte do suplemento. Verifique a conexão e tente de novo.";

/** While a part loads: a small spinner with its text (role "status" for a screen reader). */
export function Carregando({ rotulo = TEXTO_CARREGANDO }: { rotulo?: string }) {
  return <Spinner size="tiny" label={rotulo} />;
}

/** The boundaries on screen whose part failed, in the order they failed: only the first shows the sentence. */
const falhasNaTela: FalhaAoCarregar[] = [];
function redesenharFalhas(): void {
  falhasNaTela.forEach((f) => f.forceUpdate());
}

/** Catches the failed load of a chunk (import() rejects) and shows the sentence and "Tentar de novo"
 *  (a new load mounts a new boundary: its `key`). */
export class FalhaAoCarregar extends Component<
  { children: ReactNode; aoTentar: () => void },
  { falhou: boolean }
> {
  override state = { falhou: false };

  static getDerivedStateFromError(): { falhou: boolean } {
    return { falhou: true };
  }

  override componentDidCatch(erro: unknown, info: ErrorInfo): void {
    console.error("Parte do painel não carregada:", erro, info.componentStack);
    if (!falhasNaTela.includes(this)) {
      falhasNaTela.push(this);
      redesenharFalhas();
    }
  }

  override componentWillUnmount(): void {
    const i = falhasNaTela.indexOf(this);
    if (i < 0) return;
    falhasNaTela.splice(i, 1);
    redesenharFalhas();
  }

  override render(): ReactNode {
    if (!this.state.falhou) return this.props.children;
    // The parts of one chunk fail together: the sentence once, at the first part that failed (its
    // "Tentar de novo" retries them all), not once per part.
    if (falhasNaTela.length > 0 && falhasNaTela[0] !== this) return null;
    return (
      <MessageBar intent="error" layout="multiline" aria-label="Erro">
        <MessageBarBody>{TEXTO_FALHA_AO_CARREGAR}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={this.props.aoTentar}>
            Tentar de novo
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
}

/** Each part's "load again if yours failed", and each part on screen's "render again": one "Tentar de
 *  novo" retries every part that failed (the result's parts fail together when their chunk does). */
const recarregarSeFalhou = new Set<() => void>();
const redesenhar = new Set<() => void>();

function tentarTodasDeNovo(): void {
  recarregarSeFalhou.forEach((recarregar) => recarregar());
  redesenhar.forEach((desenhar) => desenhar());
}

/**
 * The component `carregar` resolves to, as a component that renders at once: the spinner until its
 * chunk arrives, then it; the Portuguese sentence if the chunk fails. A ref passes through to it (the
 * headings the focus goes to after a run). After a failure, "Tentar de novo" calls `carregar` again for
 * every part that failed (React.lazy keeps a rejected load: a new one is made).
 */
export function sobDemanda<P extends object, R = never>(
  carregar: () => Promise<ComponentType<P> | ForwardRefExoticComponent<P>>,
  rotulo?: string,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<R>> {
  let falhou = false;
  /** Bumped with each new load: the parts on screen mount a fresh error boundary for it. */
  let versao = 0;
  const novo = () =>
    lazy(async () => {
      try {
        return { default: await carregar() };
      } catch (e) {
        falhou = true;
        throw e;
      }
    });
  let Carregado = novo();
  recarregarSeFalhou.add(() => {
    if (!falhou) return;
    falhou = false;
    versao += 1;
    Carregado = novo();
  });
  const SobDemanda = forwardRef<R, P>(function SobDemanda(props, ref) {
    const [, setVez] = useState(0);
    useEffect(() => {
      const desenhar = () => setVez((v) => v + 1);
      redesenhar.add(desenhar);
      return () => void redesenhar.delete(desenhar);
    }, []);
    const Atual = Carregado as unknown as ComponentType<P & { ref?: typeof ref }>;
    return (
      <FalhaAoCarregar key={versao} aoTentar={tentarTodasDeNovo}>
        <Suspense fallback={<Carregando rotulo={rotulo} />}>
          {/* No ref for a component that takes none: React warns about a ref on a function component. */}
          <Atual {...(props as P)} {...(ref ? { ref } : {})} />
        </Suspense>
      </FalhaAoCarregar>
    );
  });
  return SobDemanda as unknown as ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<R>>;
}
