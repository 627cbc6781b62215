/**
 * Synthetic Brazilian names: common first names and surnames combined at random. No real person's
 * data is used; any coincidence with a real name is chance.
 */
import type { Aleatorio } from "./aleatorio";

// prettier-ignore
const PRENOMES_FEMININOS = [
  "Ana", "Maria", "Francisca", "Antônia", "Adriana", "Juliana", "Márcia", "Fernanda", "Patrícia", "Aline",
  "Sandra", "Camila", "Amanda", "Bruna", "Jéssica", "Letícia", "Júlia", "Luciana", "Vanessa", "Mariana",
  "Gabriela", "Beatriz", "Larissa", "Débora", "Cláudia", "Raimunda", "Rosângela", "Tatiane", "Simone", "Daniela",
  "Conceição", "Luana", "Yasmin", "Iara", "Jaciara", "Thaís", "Kelly", "Priscila", "Natália", "Eliane",
];

// prettier-ignore
const PRENOMES_MASCULINOS = [
  "José", "João", "Antônio", "Francisco", "Carlos", "Paulo", "Pedro", "Lucas", "Luiz", "Marcos",
  "Luís", "Gabriel", "Rafael", "Daniel", "Marcelo", "Bruno", "Eduardo", "Felipe", "Raimundo", "Rodrigo",
  "Manoel", "Mateus", "André", "Fernando", "Fábio", "Leonardo", "Gustavo", "Guilherme", "Leandro", "Tiago",
  "Anderson", "Ricardo", "Márcio", "Jorge", "Sebastião", "Alexandre", "Roberto", "Edson", "Diego", "Vítor",
  "Sérgio", "Cláudio", "Matheus", "Thiago", "Geraldo", "Adriano", "Luciano", "Júlio", "Renato", "Alex",
  "Ubiratã", "Raoni", "Kauê", "Caetano", "Benedito", "Otávio", "Wellington", "Cícero", "Jeferson", "Moacir",
];

// prettier-ignore
const SOBRENOMES = [
  "Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
  "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa",
  "Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas",
  "Cardoso", "Ramos", "Gonçalves", "Santana", "Teixeira", "Araújo", "Pinto", "Moura", "Cavalcanti", "Monteiro",
  "Batista", "Campos", "Correia", "Xavier", "Guimarães", "Conceição", "Brito", "Macedo", "Bezerra", "Tavares",
  "Miranda", "Pires", "Aragão", "Guajajara", "Terena", "Pataxó", "Baniwa", "Tupinambá", "Quirino", "Fonseca",
  "Assunção", "Sampaio", "Figueiredo", "Rezende", "Queiroz", "Magalhães", "Siqueira", "Amaral", "Leite", "Farias",
];

const PARTICULAS = ["de", "da", "dos", "das"];

export function gerarNome(aleatorio: Aleatorio): string {
  const prenomes = aleatorio.chance(0.5) ? PRENOMES_FEMININOS : PRENOMES_MASCULINOS;
  const partes = [aleatorio.escolher(prenomes)];
  if (aleatorio.chance(0.25)) partes.push(aleatorio.escolher(prenomes));
  if (aleatorio.chance(0.3)) partes.push(aleatorio.escolher(PARTICULAS));
  partes.push(aleatorio.escolher(SOBRENOMES));
  if (aleatorio.chance(0.6)) partes.push(aleatorio.escolher(SOBRENOMES));
  return partes.join(" ");
}

const CARGOS = [
  "Analista Administrativo",
  "Técnico em Contabilidade",
  "Engenheiro Civil",
  "Médico do Trabalho",
  "Analista de Tecnologia da Informação",
  "Assistente Social",
  "Psicólogo",
  "Economista",
  "Arquivista",
  "Bibliotecário",
  "Estatístico",
  "Técnico em Segurança do Trabalho",
];

/** The k-th cargo's name (0-based); past the list, numbered specialties of the first ones. */
export function nomeDoCargo(k: number): string {
  if (k < CARGOS.length) return CARGOS[k];
  return `${CARGOS[k % CARGOS.length]} — Especialidade ${Math.floor(k / CARGOS.length) + 1}`;
}
