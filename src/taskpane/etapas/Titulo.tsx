/** A section heading of a step (h2 inside the step's region). */
import { Subtitle2 } from "@fluentui/react-components";
import type { ReactNode } from "react";

export function Titulo({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Subtitle2 as="h2" id={id} block style={{ marginBlock: "0.5rem 0.25rem" }}>
      {children}
    </Subtitle2>
  );
}
