export default function Home() {
  return <h1>Minik Dünya</h1>;
}
