# setup.py: builds the 'winnable' Python module against an installed
# libwinnable, found with pkg-config (set PKG_CONFIG_PATH for a prefix of
# your own). Uses Debian's python3-setuptools; no network:
#   python3 -m pip install --no-build-isolation ./python
# The extension records the library's directory as its rpath, so it loads
# the libwinnable.so it was built against wherever that was installed.
import shlex
import subprocess

from setuptools import Extension, setup


def pkg_config(*args):
    try:
        out = subprocess.run(["pkg-config", *args, "winnable"], check=True,
                             capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise SystemExit("winnable: libwinnable not found by pkg-config "
                         "(install it, or set PKG_CONFIG_PATH): %s" % e)
    return shlex.split(out)


cflags = pkg_config("--cflags")
libdir = pkg_config("--variable=libdir")[0]
prefix = pkg_config("--variable=prefix")[0]
version = pkg_config("--modversion")[0]

setup(
    name="winnable",
    version=version,
    description="Exact solvers for card solitaires and impartial games",
    license="MIT",
    packages=["winnable"],
    ext_modules=[Extension(
        "winnable._winnable", ["_winnable.c"],
        extra_compile_args=cflags + ["-std=c11"],
        define_macros=[("WINNABLE_BINDIR", '"%s/bin"' % prefix)],
        library_dirs=[libdir], libraries=["winnable"],
        runtime_library_dirs=[libdir])],
)
