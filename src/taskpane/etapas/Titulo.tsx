/** A section heading inside a step (h3: the step's own heading is the h2). */
import { makeStyles, typographyStyles } from "@fluentui/react-components";
import { forwardRef } from "react";
import type { ReactNode } from "react";

const useEstilos = makeStyles({
  titulo: { ...typographyStyles.subtitle2, display: "block", marginBlock: "0.5rem 0.25rem" },
});

/** With a ref, the heading can take the focus (tabIndex -1): where the focus lands after an action. */
export const Titulo = forwardRef<HTMLHeadingElement, { id: string; children: ReactNode }>(function Titulo(
  { id, children },
  ref,
) {
  const estilos = useEstilos();
  return (
    <h3 id={id} ref={ref} tabIndex={ref ? -1 : undefined} className={estilos.titulo}>
      {children}
    </h3>
  );
});
