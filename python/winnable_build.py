"""winnable_build.py: the package's PEP 517 build backend, kept in tree.

setuptools compiles the extension as setup.py says (build, egg_info);
this file packs what it built into a wheel itself, so that the
setuptools a plain venv comes with, which cannot make wheels without
the 'wheel' package, builds offline:

    python3 -m venv venv && venv/bin/pip install --no-build-isolation ./python

A wheel (PEP 427) is a zip of the built package and one
NAME-VERSION.dist-info directory: METADATA (the PKG-INFO egg_info
writes: this project has no dependencies, so nothing of requires.txt
is lost), WHEEL (the tag) and RECORD, the sha256 and size of every
other file. Invariant: the build directory is python/build, as a
plain setup.py build uses, so a second build finds the objects of the
first up to date.
"""
from __future__ import annotations

import base64
import hashlib
import os
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

_EPOCH = (1980, 1, 1, 0, 0, 0)  # zip entries carry no build time


def _tag() -> str:
    """python-abi-platform of the running interpreter, as 'cp311-cp311-
    linux_x86_64': the extension is built for exactly this one."""
    impl = {"cpython": "cp"}.get(sys.implementation.name,
                                 sys.implementation.name)
    python = "%s%d%d" % (impl, *sys.version_info[:2])
    abi = python + ("t" if sysconfig.get_config_var("Py_GIL_DISABLED")
                    else "")
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "%s-%s-%s" % (python, abi, platform)


def _digest(data: bytes) -> str:
    raw = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _setup(*commands: str) -> None:
    """Run setup.py commands here; a failure raises with setup.py's
    own output already on stderr."""
    subprocess.run([sys.executable, "setup.py", *commands], check=True,
                   stdout=sys.stderr)


def _metadata(egg_base: str) -> bytes:
    (info,) = [d for d in os.listdir(egg_base) if d.endswith(".egg-info")]
    with open(os.path.join(egg_base, info, "PKG-INFO"), "rb") as f:
        return f.read()


def _field(metadata: bytes, name: str) -> str:
    prefix = name.encode() + b": "
    for line in metadata.splitlines():
        if line.startswith(prefix):
            return line[len(prefix):].decode()
    raise ValueError("no %s in the package's metadata" % name)


def _files(top: str):
    """(name in the wheel, path) of every file under top, sorted."""
    found = []
    for root, dirs, files in os.walk(top):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for f in files:
            path = os.path.join(root, f)
            found.append((os.path.relpath(path, top).replace(os.sep, "/"),
                          path))
    return sorted(found)


def _write(z: zipfile.ZipFile, arcname: str, data: bytes) -> None:
    entry = zipfile.ZipInfo(arcname, _EPOCH)
    entry.external_attr = 0o644 << 16
    entry.compress_type = zipfile.ZIP_DEFLATED
    z.writestr(entry, data)


def build_wheel(wheel_directory, config_settings=None,
                metadata_directory=None):
    """PEP 517: build the wheel into wheel_directory; its file name."""
    tag = _tag()
    lib = os.path.join("build", "lib-" + tag)
    with tempfile.TemporaryDirectory() as egg_base:
        _setup("egg_info", "--egg-base", egg_base,
               "build", "--build-lib", lib)
        metadata = _metadata(egg_base)
    name, version = _field(metadata, "Name"), _field(metadata, "Version")
    info = "%s-%s.dist-info" % (name, version)
    wheel = "%s-%s-%s.whl" % (name, version, tag)
    record = []
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w") as z:
        def add(arcname, data):
            _write(z, arcname, data)
            record.append("%s,%s,%d" % (arcname, _digest(data), len(data)))
        for arcname, path in _files(lib):
            with open(path, "rb") as f:
                add(arcname, f.read())
        add(info + "/METADATA", metadata)
        add(info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: winnable_build"
                              "\nRoot-Is-Purelib: false\nTag: %s\n"
                              % tag).encode())
        record.append(info + "/RECORD,,")
        _write(z, info + "/RECORD", ("\n".join(record) + "\n").encode())
    return wheel


def get_requires_for_build_wheel(config_settings=None):
    """Nothing beyond build-system.requires (setuptools)."""
    return []
