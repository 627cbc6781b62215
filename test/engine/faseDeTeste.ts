/**
 * The phase the tests of its front ends share (cotas fases, the publication): the PRF clause scaled
 * down — "os 3 melhores classificados, e 1 por lista reservada, respeitados os empates na última
 * posição", minimum score 50. AC: 101–104 (98 tied at the cut); 102 is an optant within AC (shown in PPP,
 * not counted); PPP's place is 105's, also PcD (counted once, in PPP); PcD's is 106's; 107 below the minimum.
 */
export const REGRA_DE_TESTE = { limites: { AC: 3, PPP: 1, PCD: 1 }, notaMinima: 50 };

export const CANDIDATOS_DA_FASE = [
  { id: "101", nome: "Ana Souza", nota: 100, listas: ["AC"] },
  { id: "102", nome: "Bruno Lima", nota: 99, listas: ["AC", "PPP"] },
  { id: "103", nome: "Carla Dias", nota: 98, listas: ["AC"] },
  { id: "104", nome: "Davi Rocha", nota: 98, listas: ["AC"] },
  { id: "105", nome: "Elisa Prado", nota: 60, listas: ["AC", "PPP", "PCD"] },
  { id: "106", nome: "Fábio Reis", nota: 55, listas: ["AC", "PCD"] },
  { id: "107", nome: "Gil Matos", nota: 40, listas: ["AC", "PPP"] },
];

export const FASE_DE_TESTE = {
  edital: { dataPublicacao: "2025-09-01" },
  fase: REGRA_DE_TESTE,
  candidatos: CANDIDATOS_DA_FASE,
};
