# setup.py: the extension winnable._winnable. By default it is compiled
# from the library's own C sources (../src/{core,games,io,verify} and
# ../include of this repository, or WINNABLE_SOURCE=DIR for a checkout
# elsewhere) into the one shared object, with the library's symbols
# hidden: no installed libwinnable, no pkg-config, nothing on PATH.
# The C files are compiled as many at once as there are CPUs.
# Either way the contest checker (../src/check and the ../src/clikit it
# uses, above the library) is compiled in for winnable.check().
#   python3 -m pip install --no-build-isolation ./python
# Distributions that ship libwinnable set WINNABLE_SYSTEM_LIB=1 to link
# the installed library found by pkg-config (PKG_CONFIG_PATH for a prefix
# of your own) instead; the extension then records its rpath.
import glob
import os
import re
import shlex
import subprocess
from concurrent.futures import ThreadPoolExecutor

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
EXT = sorted(os.path.join("ext", f)
             for f in os.listdir(os.path.join(HERE, "ext")) if f.endswith(".c"))
FLAGS = ["-std=c11", "-D_POSIX_C_SOURCE=200809L", "-fvisibility=hidden",
         "-Wall", "-Wextra"]


def source_root():
    return os.environ.get("WINNABLE_SOURCE") or os.path.dirname(HERE)


def rooms(root, *names, pattern="*.c"):
    """The C files of rooms src/NAME of root, relative to here."""
    return sorted(os.path.relpath(p, HERE) for room in names
                  for p in glob.glob(os.path.join(root, "src", room,
                                                  pattern)))


def checker(root):
    """The sources of `winnable check` (the check room's judges and
    frame, and the clikit they use) under root."""
    if not os.path.exists(os.path.join(root, "src", "check", "check.h")):
        raise SystemExit("winnable: the checker's sources are not at %s "
                         "(set WINNABLE_SOURCE)" % root)
    return (rooms(root, "check", pattern="check_*.c")
            + rooms(root, "clikit"))


def pkg_config(*args):
    try:
        out = subprocess.run(["pkg-config", *args, "winnable"], check=True,
                             capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise SystemExit("winnable: libwinnable not found by pkg-config "
                         "(install it, or set PKG_CONFIG_PATH): %s" % e)
    return shlex.split(out)


def system_library():
    """The extension linked against the installed libwinnable."""
    libdir = pkg_config("--variable=libdir")[0]
    root = source_root()
    return pkg_config("--modversion")[0], Extension(
        "winnable._winnable", EXT + checker(root),
        include_dirs=[os.path.join(root, "src")],
        extra_compile_args=pkg_config("--cflags") + FLAGS,
        library_dirs=[libdir], libraries=["winnable"],
        runtime_library_dirs=[libdir])


def bundled_library():
    """The extension with the library's sources compiled in."""
    root = source_root()
    header = os.path.join(root, "include", "winnable", "version.h")
    if not os.path.exists(header):
        raise SystemExit("winnable: the library's sources are not at %s "
                         "(set WINNABLE_SOURCE, or WINNABLE_SYSTEM_LIB=1)"
                         % root)
    with open(header) as f:
        version = re.search(r'WINNABLE_VERSION_STRING "([^"]+)"',
                            f.read()).group(1)
    lib = rooms(root, "core", "games", "io", "verify")
    return version, Extension(
        "winnable._winnable", EXT + lib + checker(root),
        include_dirs=[os.path.join(root, "include"),
                      os.path.join(root, "src")],
        define_macros=[("WINNABLE_STATIC", "1")],
        extra_compile_args=FLAGS + ["-O2"])


class build_ext_jobs(build_ext):
    """build_ext compiling the extension's C files several at a time
    (build_ext -j N, else as many as the CPUs this process may use):
    setuptools alone compiles one extension's files one by one. The
    objects and the link are what a serial build makes."""

    def build_extension(self, ext):
        jobs = self.parallel
        if jobs is True or not jobs:
            jobs = (len(os.sched_getaffinity(0))
                    if hasattr(os, "sched_getaffinity") else os.cpu_count())
        serial = self.compiler.compile

        def compile_jobs(sources, *args, **kwargs):
            with ThreadPoolExecutor(max(1, jobs)) as pool:
                parts = pool.map(lambda c: serial([c], *args, **kwargs),
                                 sources)
                return [obj for part in parts for obj in part]

        # the objects of ../src are named through build_temp: it must be
        # there before any of them, as the serial build's ext/ makes it
        self.mkpath(self.build_temp)
        self.compiler.compile = compile_jobs
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = serial


version, extension = (system_library() if os.environ.get("WINNABLE_SYSTEM_LIB")
                      else bundled_library())
setup(version=version, ext_modules=[extension],
      cmdclass={"build_ext": build_ext_jobs})
