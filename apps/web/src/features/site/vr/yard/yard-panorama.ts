import * as THREE from 'three';

/**
 * Renders `scene` seen all around from `eyeAt` into an equirectangular picture (2:1, `width` px wide, its
 * centre looking north): six views into a cube, then unwrapped by a shader and read back into a canvas.
 */
export function renderPanorama(
  renderer: THREE.WebGLRenderer,
  scene: THREE.Scene,
  eyeAt: THREE.Vector3,
  width: number,
): HTMLCanvasElement {
  const cube = new THREE.WebGLCubeRenderTarget(Math.round(width / 3));
  const eye = new THREE.CubeCamera(0.3, 1000, cube);
  eye.position.copy(eyeAt);
  scene.add(eye);
  eye.update(renderer, scene);
  scene.remove(eye);
  const rows = width / 2;
  const target = new THREE.WebGLRenderTarget(width, rows);
  const quad = new THREE.Mesh(
    new THREE.PlaneGeometry(2, 2),
    new THREE.ShaderMaterial({
      uniforms: { cube: { value: cube.texture } },
      vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
      fragmentShader: `
          uniform samplerCube cube;
          varying vec2 vUv;
          void main() {
            float lon = (vUv.x - 0.5) * 6.283185307;
            float lat = (vUv.y - 0.5) * 3.141592654;
            vec3 dir = vec3(cos(lat) * sin(lon), sin(lat), -cos(lat) * cos(lon));
            vec4 linear = textureCube(cube, dir);
            // The cube holds linear light; the picture is sRGB.
            gl_FragColor = vec4(pow(linear.rgb, vec3(1.0 / 2.2)), 1.0);
          }`,
    }),
  );
  const flat = new THREE.Scene();
  flat.add(quad);
  const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
  renderer.setRenderTarget(target);
  renderer.render(flat, camera);
  const pixels = new Uint8Array(width * rows * 4);
  renderer.readRenderTargetPixels(target, 0, 0, width, rows, pixels);
  renderer.setRenderTarget(null);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = rows;
  const ctx = canvas.getContext('2d');
  const image = ctx?.createImageData(width, rows);
  if (ctx && image) {
    // WebGL rows run bottom-up.
    for (let row = 0; row < rows; row++) {
      image.data.set(pixels.subarray((rows - 1 - row) * width * 4, (rows - row) * width * 4), row * width * 4);
    }
    ctx.putImageData(image, 0, 0);
  }
  cube.dispose();
  target.dispose();
  quad.geometry.dispose();
  (quad.material as THREE.Material).dispose();
  return canvas;
}
